#!/usr/bin/env bash
# Makes the Tiled maps of this folder with the real Tiled (Debian 12's tiled 1.8.2), so that the
# tests read what Tiled writes and CI needs no Tiled. Run it again after changing what Mazeworks
# writes; commit what it made.
#
#   tests/formats/tiled/data/make-tiled-files.sh build/app/mazeworks-cli
#
# Needs tiled, xvfb-run, python3 and zstd (apt-get install tiled xvfb python3 zstd).
#
# Each source map is written here by Mazeworks (convert classic.maze source.tmx) and changed by a
# few lines of Python into the form wanted (another layer format, chunks, templates, ...); then
# `tiled --export-map` reads it and writes the file the tests read. Tiled keeps the layer format
# of the map it read, so a source in zstd gives a map Tiled wrote in zstd. The template (.tx,
# .tj) and tileset sources are written here in Tiled's format: Tiled has no command that writes
# a template, and its --export-tileset rewrites the tilesets.
set -euo pipefail
self=$(realpath "$0")
cli=$(realpath "$1")
here=$(cd "$(dirname "$0")" && pwd)
level=$here/../../../../resources/levels/classic.maze
# One X server for every run of Tiled, which wants a display even to export.
if [ -z "${MAZEWORKS_UNDER_XVFB:-}" ]; then
    exec env MAZEWORKS_UNDER_XVFB=1 xvfb-run -a "$self" "$@"
fi
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cd "$scratch"

tiled_export() { tiled "$@" 2>&1 | grep -v XDG_RUNTIME_DIR >&2 || true; }

"$cli" convert "$level" source.tmx 2>/dev/null
cp source-tiles.png "classic-tiles.png"

# python3 change.py WHAT IN OUT: the source map changed into the form WHAT.
cat >change.py <<'PYTHON'
import base64, gzip, re, struct, subprocess, sys, zlib

what, source, out = sys.argv[1:4]
text = open(source).read().replace('source-tiles.png', 'classic-tiles.png')
match = re.search(r'<data encoding="csv">\s*(.*?)\s*</data>', text, re.S)
rows = [[int(g) for g in line.split(',') if g.strip()] for line in match.group(1).strip().split('\n')]
gids = [g for row in rows for g in row]
tileset = re.search(r' <tileset firstgid="1".*?</tileset>\n', text, re.S).group(0)

def with_data(data):
    return text[:match.start()] + data + text[match.end():]

def base64_data(raw, compression):
    packed = {'': lambda b: b, 'zlib': zlib.compress, 'gzip': gzip.compress,
              'zstd': lambda b: subprocess.run(['zstd', '-q', '-c'], input=b, capture_output=True, check=True).stdout}
    attribute = ' compression="%s"' % compression if compression else ''
    return '<data encoding="base64"%s>\n   %s\n  </data>' % (attribute, base64.b64encode(packed[compression](raw)).decode())

def csv(cells):
    return ',\n'.join(','.join(str(g) for g in row) for row in cells)

def move_objects(t, dx, dy):
    return re.sub(r'(<object [^>]*?) x="(-?[\d.]+)" y="(-?[\d.]+)"',
                  lambda m: '%s x="%g" y="%g"' % (m.group(1), float(m.group(2)) + dx, float(m.group(3)) + dy), t)

raw = b''.join(struct.pack('<I', g) for g in gids)
if what == 'xml':
    out_text = with_data('<data>\n' + ''.join('   <tile gid="%d"/>\n' % g for g in gids) + '  </data>')
elif what in ('base64', 'zlib', 'gzip', 'zstd'):
    out_text = with_data(base64_data(raw, '' if what == 'base64' else what))
elif what.startswith('infinite'):
    # The maze 5 columns left and 3 rows up of the origin, in chunks of 16 x 16.
    dx, dy = -5, -3
    cells = {(c + dx, r + dy): g for r, row in enumerate(rows) for c, g in enumerate(row)}
    starts = sorted({(x // 16 * 16, y // 16 * 16) for (x, y) in cells}, key=lambda p: (p[1], p[0]))
    chunks = ''.join('   <chunk x="%d" y="%d" width="16" height="16">\n%s\n</chunk>\n' % (
        x, y, csv([[cells.get((x + i, y + j), 0) for i in range(16)] for j in range(16)])) for (x, y) in starts)
    out_text = move_objects(with_data('<data encoding="csv">\n' + chunks + '  </data>'), dx * 32, dy * 32)
    out_text = out_text.replace('infinite="0"', 'infinite="1"')
elif what == 'two-layers':
    # Walls, doors, house and floor below; the dots and energizers above, on floor.
    below = [[4 if g in (2, 3) else g for g in row] for row in rows]
    above = [[g if g in (2, 3) else 0 for g in row] for row in rows]
    layers = ('<data encoding="csv">\n%s\n</data>\n </layer>\n'
              ' <layer id="3" name="pickups" width="27" height="30">\n  <data encoding="csv">\n%s\n</data>') % (
        csv(below), csv(above))
    out_text = with_data(layers).replace('name="tiles"', 'name="maze"').replace('nextlayerid="3"', 'nextlayerid="4"')
elif what in ('external-tsx', 'external-tsj'):
    out_text = text.replace(tileset, ' <tileset firstgid="1" source="tiles.%s"/>\n' % what[-3:])
elif what == 'tileset':
    out_text = '<?xml version="1.0" encoding="UTF-8"?>\n' + tileset.replace(' firstgid="1"', '').replace('\n  ', '\n ').replace(' </tileset>', '</tileset>')
elif what == 'designer':
    # A designer's own words for the kinds: types in their own case, no "kind" property.
    types = ['Wall', 'Pellet', 'Power Pellet', 'Empty', 'tunnel', 'Gate', 'Ghost_House']
    own = ' <tileset firstgid="1" name="arcade" tilewidth="32" tileheight="32" tilecount="7" columns="7">\n' \
          '  <image source="classic-tiles.png" width="224" height="32"/>\n' + \
          ''.join('  <tile id="%d" type="%s"/>\n' % (i, t) for i, t in enumerate(types)) + ' </tileset>\n'
    out_text = text.replace(tileset, own)
elif what == 'own-tiles':
    # A tileset that says nothing of its tiles: Mazeworks must ask.
    own = ' <tileset firstgid="1" name="arcade" tilewidth="32" tileheight="32" tilecount="7" columns="7">\n' \
          '  <image source="classic-tiles.png" width="224" height="32"/>\n </tileset>\n'
    out_text = text.replace(tileset, own)
elif what == 'extras':
    # What has no place in a maze: an image layer, a hidden layer, a note, properties.
    extras = ('<imagelayer id="4" name="backdrop">\n  <image source="classic-tiles.png" width="224" height="32"/>\n </imagelayer>\n'
              ' <layer id="5" name="draft" width="27" height="30" visible="0">\n  <data encoding="csv">\n%s\n</data>\n </layer>\n'
              ' <objectgroup id="2" name="places">\n  <object id="11" name="to do" type="note" x="32" y="32" width="64" height="32"/>') % csv(
        [[1] * 27 for _ in range(30)])
    out_text = text.replace('<objectgroup id="2" name="places">', extras)
    out_text = out_text.replace('<property name="name" value="Classic"/>',
                                '<property name="author" value="A. Designer"/>\n  <property name="name" value="Classic"/>')
    out_text = out_text.replace('nextlayerid="3"', 'nextlayerid="6"').replace('nextobjectid="11"', 'nextobjectid="12"')
elif what == 'isometric':
    out_text = text.replace('orientation="orthogonal"', 'orientation="isometric"').replace(
        'tilewidth="32" tileheight="32" infinite', 'tilewidth="64" tileheight="32" infinite')
elif what.startswith('templates'):
    # The places from templates: the ghosts from one (each with its kind), the muncher a tile
    # object whose tile says it is the muncher, the corners points.
    suffix = 'tx' if what == 'templates-tx' else 'tj'
    objects = '''<objectgroup id="2" name="places">
  <object id="1" template="templates/muncher.%(s)s" x="416" y="736"/>
  <object id="2" name="red ghost" template="templates/ghost.%(s)s" x="416" y="352">
   <properties><property name="heading" value="left"/><property name="kind" value="red"/></properties>
  </object>
  <object id="3" name="pink ghost" template="templates/ghost.%(s)s" x="416" y="448">
   <properties><property name="kind" value="pink"/><property name="release" type="float" value="0"/></properties>
  </object>
  <object id="4" name="cyan ghost" template="templates/ghost.%(s)s" x="352" y="448">
   <properties><property name="kind" value="cyan"/><property name="release" type="float" value="5"/></properties>
  </object>
  <object id="5" name="orange ghost" template="templates/ghost.%(s)s" x="480" y="448">
   <properties><property name="kind" value="orange"/><property name="release" type="float" value="10"/></properties>
  </object>
  <object id="6" name="red corner" template="templates/corner.%(s)s" x="784" y="-80"><properties><property name="kind" value="red"/></properties></object>
  <object id="7" name="pink corner" template="templates/corner.%(s)s" x="80" y="-80"><properties><property name="kind" value="pink"/></properties></object>
  <object id="8" name="cyan corner" template="templates/corner.%(s)s" x="848" y="1008"><properties><property name="kind" value="cyan"/></properties></object>
  <object id="9" name="orange corner" template="templates/corner.%(s)s" x="16" y="1008"><properties><property name="kind" value="orange"/></properties></object>
  <object id="10" name="fruit" type="fruit" x="416" y="512" width="32" height="32"/>
 </objectgroup>''' % {'s': suffix}
    out_text = re.sub(r'<objectgroup.*</objectgroup>', objects, text, flags=re.S)
else:
    sys.exit('change.py: no such change: ' + what)
open(out, 'w').write(out_text)
PYTHON

change() { python3 change.py "$1" source.tmx "$2"; }

# Every layer format, in both of Tiled's spellings (JSON has no XML format: Tiled writes CSV).
for format in csv xml base64 zlib gzip zstd; do
    if [ $format = csv ]; then sed 's/source-tiles.png/classic-tiles.png/' source.tmx >csv.tmx; else change $format $format.tmx; fi
    tiled_export --export-map tmx $format.tmx "classic-$format.tmx"
    [ $format = xml ] || tiled_export --export-map json $format.tmx "classic-$format.tmj"
done

# Infinite, in chunks: CSV in XML; CSV and zlib in JSON.
change infinite infinite.tmx
tiled_export --export-map tmx infinite.tmx "classic-infinite.tmx"
tiled_export --export-map json infinite.tmx "classic-infinite.tmj"
python3 - infinite.tmx infinite-zlib.tmx <<'PYTHON'
import base64, re, struct, sys, zlib
text = open(sys.argv[1]).read()
def chunk(m):
    gids = [int(g) for g in m.group(2).replace('\n', '').split(',') if g.strip()]
    data = base64.b64encode(zlib.compress(b''.join(struct.pack('<I', g) for g in gids))).decode()
    return '%s\n%s\n</chunk>' % (m.group(1), data)
text = re.sub(r'(<chunk [^>]*>)\s*(.*?)\s*</chunk>', chunk, text, flags=re.S)
open(sys.argv[2], 'w').write(text.replace('<data encoding="csv">', '<data encoding="base64" compression="zlib">'))
PYTHON
tiled_export --export-map json infinite-zlib.tmx "classic-infinite-zlib.tmj"

# Two tile layers, the dots above the walls.
change two-layers two-layers.tmx
tiled_export --export-map tmx two-layers.tmx "classic-two-layers.tmx"
tiled_export --export-map json two-layers.tmx "classic-two-layers.tmj"

# External tilesets, .tsx and .tsj, each written by Tiled.
change tileset tiles-source.tsx
tiled_export --export-tileset tsx tiles-source.tsx tiles.tsx
tiled_export --export-tileset json tiles.tsx tiles.tsj
change external-tsx external-tsx.tmx
change external-tsj external-tsj.tmx
tiled_export --export-map tmx external-tsx.tmx "classic-external.tmx"
tiled_export --export-map json external-tsj.tmx "classic-external.tmj"

# Templates: .tx with a .tsx, and .tj with a .tsj.
mkdir -p templates
cat >sprites-source.tsx <<'XML'
<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="sprites" tilewidth="32" tileheight="32" tilecount="7" columns="7">
 <image source="classic-tiles.png" width="224" height="32"/>
 <tile id="2" type="muncher">
  <properties>
   <property name="heading" value="left"/>
  </properties>
 </tile>
</tileset>
XML
tiled_export --export-tileset tsx sprites-source.tsx sprites.tsx
tiled_export --export-tileset json sprites.tsx sprites.tsj
cat >"templates/ghost.tx" <<'XML'
<?xml version="1.0" encoding="UTF-8"?>
<template>
 <object name="ghost" type="ghost" width="32" height="32">
  <properties>
   <property name="heading" value="up"/>
  </properties>
 </object>
</template>
XML
cat >"templates/muncher.tx" <<'XML'
<?xml version="1.0" encoding="UTF-8"?>
<template>
 <tileset firstgid="1" source="../sprites.tsx"/>
 <object gid="3" width="32" height="32"/>
</template>
XML
cat >"templates/corner.tx" <<'XML'
<?xml version="1.0" encoding="UTF-8"?>
<template>
 <object type="corner">
  <point/>
 </object>
</template>
XML
cat >"templates/ghost.tj" <<'JSON'
{ "type": "template",
  "object": { "name": "ghost", "type": "ghost", "width": 32, "height": 32, "rotation": 0, "visible": true,
              "properties": [{ "name": "heading", "type": "string", "value": "up" }] } }
JSON
cat >"templates/muncher.tj" <<'JSON'
{ "type": "template", "tileset": { "firstgid": 1, "source": "../sprites.tsj" },
  "object": { "gid": 3, "width": 32, "height": 32, "rotation": 0, "visible": true } }
JSON
cat >"templates/corner.tj" <<'JSON'
{ "type": "template", "object": { "type": "corner", "point": true, "rotation": 0, "visible": true } }
JSON
change templates-tx templates-tx.tmx
change templates-tj templates-tj.tmx
tiled_export --export-map tmx templates-tx.tmx "classic-templates.tmx"
tiled_export --export-map json templates-tj.tmx "classic-templates.tmj"

# A designer's own tileset: types in their own words; and one that says nothing.
change designer designer.tmx
tiled_export --export-map tmx designer.tmx "classic-designer.tmx"
change own-tiles own-tiles.tmx
tiled_export --export-map tmx own-tiles.tmx "classic-own-tiles.tmx"

# What has no place in a maze, and a map that is not orthogonal.
change extras extras.tmx
tiled_export --export-map tmx extras.tmx "classic-extras.tmx"
change isometric isometric.tmx
tiled_export --export-map tmx isometric.tmx "classic-isometric.tmx"

# The round trip: the .tmx Mazeworks writes, as Tiled saves it as .tmj.
"$cli" convert "$level" classic-mazeworks.tmx 2>/dev/null
sed -i 's/classic-mazeworks-tiles.png/classic-tiles.png/' classic-mazeworks.tmx
tiled_export --export-map json classic-mazeworks.tmx classic-roundtrip.tmj

# The zstd map again, its layer compressed as a stream (the zstd tool reading a pipe), as Tiled
# writes it too at times: the frame names no content size and declares the 2 MiB window of its
# level whatever it holds.
python3 - classic-zstd.tmx classic-zstd-stream.tmx <<'PYTHON'
import base64, re, subprocess, sys
text = open(sys.argv[1]).read()
def streamed(m):
    raw = subprocess.run(['zstd', '-d', '-q', '-c'], input=base64.b64decode(m.group(2)), capture_output=True, check=True).stdout
    packed = subprocess.run(['zstd', '-q', '-c'], input=raw, capture_output=True, check=True).stdout
    return m.group(1) + base64.b64encode(packed).decode() + m.group(3)
open(sys.argv[2], 'w').write(re.sub(r'(compression="zstd">\s*)(\S+)(\s*</data>)', streamed, text))
PYTHON

# Written here and copied, so that the paths inside the files (tilesets, templates, pictures)
# stay relative to this folder as Tiled wrote them.
cp classic-*.tmx classic-*.tmj classic-tiles.png tiles.tsx tiles.tsj sprites.tsx sprites.tsj "$here"
mkdir -p "$here/templates" && cp templates/* "$here/templates"
echo "made $(ls "$here" "$here/templates" | wc -l) files in $here"
