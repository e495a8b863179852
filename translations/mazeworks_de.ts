<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>FileMessages</name>
    <message>
        <source>%1 cannot be written: it is a folder.</source>
        <translation>%1 kann nicht geschrieben werden: es ist ein Ordner.</translation>
    </message>
    <message>
        <source>%1 is a folder, not a file.</source>
        <translation>%1 ist ein Ordner, keine Datei.</translation>
    </message>
    <message>
        <source>%1 cannot be written: it is a device, not a file.</source>
        <translation>%1 kann nicht geschrieben werden: es ist ein Gerät, keine Datei.</translation>
    </message>
    <message>
        <source>%1 is a device, not a file: it is not read, as it might never end.</source>
        <translation>%1 ist ein Gerät, keine Datei: es wird nicht gelesen, da es vielleicht nie endet.</translation>
    </message>
    <message>
        <source>%1 is too large (%2 MiB; at most %3 MiB).</source>
        <translation>%1 ist zu groß (%2 MiB; höchstens %3 MiB).</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>GamePainter</name>
    <message>
        <source>PAUSED</source>
        <translation>PAUSE</translation>
    </message>
    <message>
        <source>P or Esc to go on, . for one step</source>
        <translation>P oder Esc setzt fort, . macht einen Schritt</translation>
    </message>
    <message>
        <source>READY!</source>
        <translation>BEREIT!</translation>
    </message>
    <message>
        <source>GAME OVER</source>
        <translation>SPIEL VORBEI</translation>
    </message>
    <message>
        <source>SCORE</source>
        <translation>PUNKTE</translation>
    </message>
    <message>
        <source>HIGH SCORE</source>
        <translation>REKORD</translation>
    </message>
    <message>
        <source>LEVEL</source>
        <translation>LEVEL</translation>
    </message>
    <message>
        <source>searches %1 · tiles visited %2</source>
        <extracomment>The pilot&apos;s work so far, as mazeworks-cli play --json counts it.</extracomment>
        <translation>Suchen %1 · besuchte Felder %2</translation>
    </message>
    <message>
        <source>danger</source>
        <translation>Gefahr</translation>
    </message>
    <message>
        <source>will not go</source>
        <translation>meidet es</translation>
    </message>
    <message>
        <source>planned way</source>
        <translation>geplanter Weg</translation>
    </message>
    <message>
        <source>goal</source>
        <translation>Ziel</translation>
    </message>
</context>
<context>
    <name>LdtkImport</name>
    <message>
        <source>%1 cannot be opened:</source>
        <translation>%1 kann nicht geöffnet werden:</translation>
    </message>
</context>
<context>
    <name>PictureExport</name>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Cannot Export</source>
        <translation>Export nicht möglich</translation>
    </message>
    <message>
        <source>There is no picture to export.</source>
        <translation>Es gibt kein Bild zu exportieren.</translation>
    </message>
</context>
<context>
    <name>PredictWords</name>
    <message>
        <source>Click the tile the wave settles next.</source>
        <translation>Klicke die Kachel an, die die Welle als Nächste abschließt.</translation>
    </message>
    <message>
        <source>Click the tile the search settles next.</source>
        <translation>Klicke die Kachel an, die die Suche als Nächste abschließt.</translation>
    </message>
    <message>
        <source>Click the two rooms Prim&apos;s tree joins next.</source>
        <translation>Klicke die zwei Räume an, die Prims Baum als Nächstes verbindet.</translation>
    </message>
    <message>
        <source>Click a room of each of the two sets union-find merges next.</source>
        <translation>Klicke je einen Raum der zwei Mengen an, die Union-Find als Nächstes vereinigt.</translation>
    </message>
    <message>
        <source>Click the room the explorer visits next.</source>
        <translation>Klicke den Raum an, den der Erkunder als Nächstes besucht.</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>Richtig.</translation>
    </message>
    <message>
        <source>Wrong.</source>
        <translation>Falsch.</translation>
    </message>
    <message>
        <source>%1 of %2 right</source>
        <translation>%1 von %2 richtig</translation>
    </message>
    <message>
        <source>Nothing is left to settle: the search is over.</source>
        <translation>Nichts mehr abzuschließen: Die Suche ist vorbei.</translation>
    </message>
    <message>
        <source>The wave settles the tiles in the order it found them, the nearest first: %1 is %2 steps from the start.</source>
        <translation>Die Welle schließt die Kacheln in der Reihenfolge ab, in der sie sie fand, die nächste zuerst: %1 ist %2 Schritte vom Start entfernt.</translation>
    </message>
    <message>
        <source>Breadth-first search settles the tile it found first, the nearest to the start: %1 is %2 steps from it.</source>
        <translation>Die Breitensuche schließt die zuerst gefundene Kachel ab, die dem Start nächste: %1 ist %2 Schritte von ihm entfernt.</translation>
    </message>
    <message numerus="yes">
        <source>%n other tile(s) were as near; of those it takes the one found first.</source>
        <translation>
            <numerusform>%n andere Kachel war ebenso nah; von ihnen nimmt sie die zuerst gefundene.</numerusform>
            <numerusform>%n andere Kacheln waren ebenso nah; von ihnen nimmt sie die zuerst gefundene.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 settles the open tile with the lowest g, the cost from the start: %2 has g = %3.</source>
        <translation>%1 schließt die offene Kachel mit dem kleinsten g ab, den Kosten ab Start: %2 hat g = %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n other tile(s) had g = %1 too, and ties go to the first in reading order.</source>
        <translation>
            <numerusform>%n andere Kachel hatte auch g = %1; bei Gleichstand gewinnt die erste in Lesereihenfolge.</numerusform>
            <numerusform>%n andere Kacheln hatten auch g = %1; bei Gleichstand gewinnt die erste in Lesereihenfolge.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 settles the open tile with the lowest guess h: %2 has h = %3.</source>
        <translation>%1 schließt die offene Kachel mit der kleinsten Schätzung h ab: %2 hat h = %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n other tile(s) had h = %1 too, and ties go to the first in reading order.</source>
        <translation>
            <numerusform>%n andere Kachel hatte auch h = %1; bei Gleichstand gewinnt die erste in Lesereihenfolge.</numerusform>
            <numerusform>%n andere Kacheln hatten auch h = %1; bei Gleichstand gewinnt die erste in Lesereihenfolge.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 settles the open tile with the lowest f = %2: %3 has f = %4 (g = %5, h = %6).</source>
        <translation>%1 schließt die offene Kachel mit dem kleinsten f = %2 ab: %3 hat f = %4 (g = %5, h = %6).</translation>
    </message>
    <message numerus="yes">
        <source>%n other tile(s) had f = %1 too, and ties go to the smaller h, then to the first in reading order.</source>
        <translation>
            <numerusform>%n andere Kachel hatte auch f = %1; bei Gleichstand gewinnt das kleinere h, dann die erste in Lesereihenfolge.</numerusform>
            <numerusform>%n andere Kacheln hatten auch f = %1; bei Gleichstand gewinnt das kleinere h, dann die erste in Lesereihenfolge.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other tile(s) had f = %1 too, and ties go to the first in reading order.</source>
        <translation>
            <numerusform>%n andere Kachel hatte auch f = %1; bei Gleichstand gewinnt die erste in Lesereihenfolge.</numerusform>
            <numerusform>%n andere Kacheln hatten auch f = %1; bei Gleichstand gewinnt die erste in Lesereihenfolge.</numerusform>
        </translation>
    </message>
    <message>
        <source>The side from the start has the shorter open list, so it moves.</source>
        <translation>Die Seite vom Start hat die kürzere offene Liste, also zieht sie.</translation>
    </message>
    <message>
        <source>The side from the goal has the shorter open list, so it moves.</source>
        <translation>Die Seite vom Ziel hat die kürzere offene Liste, also zieht sie.</translation>
    </message>
    <message>
        <source>Prim&apos;s tree is whole: no edge is left to add.</source>
        <translation>Prims Baum ist vollständig: Keine Kante bleibt hinzuzufügen.</translation>
    </message>
    <message>
        <source>Prim&apos;s tree adds the shortest edge leaving the tree: rooms %1 and %2, length %3.</source>
        <translation>Prims Baum nimmt die kürzeste Kante, die aus dem Baum führt: Räume %1 und %2, Länge %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n other edge(s) were as short, and ties go to the room that joined the tree first, then to the smaller room number.</source>
        <translation>
            <numerusform>%n andere Kante war ebenso kurz; bei Gleichstand gewinnt der Raum, der zuerst zum Baum kam, dann die kleinere Raumnummer.</numerusform>
            <numerusform>%n andere Kanten waren ebenso kurz; bei Gleichstand gewinnt der Raum, der zuerst zum Baum kam, dann die kleinere Raumnummer.</numerusform>
        </translation>
    </message>
    <message>
        <source>This step merges no sets.</source>
        <translation>Dieser Schritt vereinigt keine Mengen.</translation>
    </message>
    <message>
        <source>The corridors are dug in the order of the tree&apos;s edges: the next joins rooms %1 and %2, so union-find merges the set of room %1 with the set of room %2.</source>
        <translation>Die Gänge werden in der Reihenfolge der Baumkanten gegraben: Der nächste verbindet die Räume %1 und %2, also vereinigt Union-Find die Menge von Raum %1 mit der von Raum %2.</translation>
    </message>
    <message numerus="yes">
        <source>A tunnel joins a room drawn outside the largest set with one of its nearest rooms of another set: this time rooms %1 and %2, so their sets merge; %n pair(s) of sets could have merged.</source>
        <translation>
            <numerusform>Ein Tunnel verbindet einen zufälligen Raum außerhalb der größten Menge mit einem seiner nächsten Räume einer anderen Menge: diesmal die Räume %1 und %2, also vereinigen sich ihre Mengen; %n Mengenpaar war möglich.</numerusform>
            <numerusform>Ein Tunnel verbindet einen zufälligen Raum außerhalb der größten Menge mit einem seiner nächsten Räume einer anderen Menge: diesmal die Räume %1 und %2, also vereinigen sich ihre Mengen; %n Mengenpaare waren möglich.</numerusform>
        </translation>
    </message>
    <message>
        <source>The explorer is on its way and only arrives.</source>
        <translation>Der Erkunder ist unterwegs und kommt nur an.</translation>
    </message>
    <message numerus="yes">
        <source>The explorer draws among the rooms its rule allows, the lower the weight the likelier: it went to room %1 (weight %2); %n room(s) could have been drawn.</source>
        <translation>
            <numerusform>Der Erkunder lost unter den Räumen, die seine Regel erlaubt, je kleiner das Gewicht, desto wahrscheinlicher: Er ging in Raum %1 (Gewicht %2); %n Raum war möglich.</numerusform>
            <numerusform>Der Erkunder lost unter den Räumen, die seine Regel erlaubt, je kleiner das Gewicht, desto wahrscheinlicher: Er ging in Raum %1 (Gewicht %2); %n Räume waren möglich.</numerusform>
        </translation>
    </message>
    <message>
        <source>Click the tile the flow field settles next.</source>
        <translation>Klicke die Kachel an, die das Flussfeld als Nächste abschließt.</translation>
    </message>
    <message>
        <source>The flow field settles its frontier outwards from the goals, the nearest first: %1 is %2 steps from a goal.</source>
        <translation>Das Flussfeld schließt seinen Rand von den Zielen aus ab, die nächste Kachel zuerst: %1 ist %2 Schritte von einem Ziel entfernt.</translation>
    </message>
    <message>
        <source>The flow field settles the frontier tile whose way to a goal costs least: %1 costs %2.</source>
        <translation>Das Flussfeld schließt die Randkachel ab, deren Weg zu einem Ziel am wenigsten kostet: %1 kostet %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n other tile(s) were as near; of those it takes the one reached first.</source>
        <translation>
            <numerusform>%n andere Kachel war ebenso nah; von ihnen nimmt es die zuerst erreichte.</numerusform>
            <numerusform>%n andere Kacheln waren ebenso nah; von ihnen nimmt es die zuerst erreichte.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SearchText</name>
    <message>
        <source>step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <source>%1 tiles looked at, %2 in the open list</source>
        <translation>%1 Kacheln betrachtet, %2 in der offenen Liste</translation>
    </message>
    <message>
        <source>the way: %1 steps, cost %2</source>
        <translation>der Weg: %1 Schritte, Kosten %2</translation>
    </message>
    <message>
        <source>Breadth-first search</source>
        <translation>Breitensuche</translation>
    </message>
    <message>
        <source>Dijkstra</source>
        <translation>Dijkstra</translation>
    </message>
    <message>
        <source>A*</source>
        <translation>A*</translation>
    </message>
    <message>
        <source>Greedy best-first</source>
        <translation>Gierige Bestensuche</translation>
    </message>
    <message>
        <source>Bidirectional A*</source>
        <translation>Bidirektionales A*</translation>
    </message>
    <message>
        <source>Jump point search</source>
        <translation>Sprungpunktsuche</translation>
    </message>
    <message>
        <source>Jump point search+</source>
        <translation>Sprungpunktsuche+</translation>
    </message>
    <message>
        <source>Manhattan</source>
        <translation>Manhattan</translation>
    </message>
    <message>
        <source>Euclidean</source>
        <translation>Euklidisch</translation>
    </message>
    <message>
        <source>Octile</source>
        <translation>Oktil</translation>
    </message>
    <message>
        <source>Chebyshev</source>
        <translation>Tschebyschow</translation>
    </message>
    <message>
        <source>None (as Dijkstra)</source>
        <translation>Keine (wie Dijkstra)</translation>
    </message>
    <message>
        <source>Never past a wall</source>
        <translation>Nie an einer Wand vorbei</translation>
    </message>
    <message>
        <source>Past one wall</source>
        <translation>An einer Wand vorbei</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>Immer</translation>
    </message>
    <message>
        <source>Bidirectional Dijkstra</source>
        <translation>Bidirektionaler Dijkstra</translation>
    </message>
    <message>
        <source>Weighted A* (× %1)</source>
        <translation>Gewichtetes A* (× %1)</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, no early exit</source>
        <translation>%1, ohne frühen Abbruch</translation>
    </message>
    <message>
        <source>open ← {start};  g[start] ← 0</source>
        <translation>offen ← {Start};  g[Start] ← 0</translation>
    </message>
    <message>
        <source>queue ← [start]</source>
        <translation>Schlange ← [Start]</translation>
    </message>
    <message>
        <source>reached ← {start}</source>
        <translation>erreicht ← {Start}</translation>
    </message>
    <message>
        <source>open ← {start};  open′ ← {goal};  best ← ∞</source>
        <translation>offen ← {Start};  offen′ ← {Ziel};  beste ← ∞</translation>
    </message>
    <message>
        <source>while queue is not empty:</source>
        <translation>solange Schlange nicht leer ist:</translation>
    </message>
    <message>
        <source>while open is not empty:</source>
        <translation>solange offen nicht leer ist:</translation>
    </message>
    <message>
        <source>while neither open nor open′ is empty:</source>
        <translation>solange weder offen noch offen′ leer ist:</translation>
    </message>
    <message>
        <source>if best ≤ the lowest f in open or in open′:</source>
        <translation>wenn beste ≤ kleinstes f in offen oder in offen′:</translation>
    </message>
    <message>
        <source>return the way through meeting</source>
        <translation>gib den Weg über Treffpunkt zurück</translation>
    </message>
    <message>
        <source>take from the shorter of open and open′:</source>
        <translation>nimm aus der kürzeren von offen und offen′:</translation>
    </message>
    <message>
        <source>current ← take the first tile of queue</source>
        <translation>aktuell ← nimm die erste Kachel aus Schlange</translation>
    </message>
    <message>
        <source>current ← take the tile of open with the lowest g</source>
        <translation>aktuell ← nimm die Kachel aus offen mit dem kleinsten g</translation>
    </message>
    <message>
        <source>current ← take the tile of open with the lowest f</source>
        <translation>aktuell ← nimm die Kachel aus offen mit dem kleinsten f</translation>
    </message>
    <message>
        <source>current ← take the tile of open with the lowest h</source>
        <translation>aktuell ← nimm die Kachel aus offen mit dem kleinsten h</translation>
    </message>
    <message>
        <source>if current = goal:</source>
        <translation>wenn aktuell = Ziel:</translation>
    </message>
    <message>
        <source>return the way, following parent back from goal</source>
        <translation>gib den Weg zurück, über Vorgänger rückwärts ab Ziel</translation>
    </message>
    <message>
        <source>return the way, jump point to jump point back from goal</source>
        <translation>gib den Weg zurück, von Sprungpunkt zu Sprungpunkt ab Ziel</translation>
    </message>
    <message>
        <source>settled ← settled + {current}</source>
        <translation>erledigt ← erledigt + {aktuell}</translation>
    </message>
    <message>
        <source>for each open neighbour next the corner rule allows:</source>
        <translation>für jede offene Nachbarin nächste, die die Eckenregel erlaubt:</translation>
    </message>
    <message>
        <source>for each open neighbour next of current:</source>
        <translation>für jede offene Nachbarin nächste von aktuell:</translation>
    </message>
    <message>
        <source>for each way worth going from current:</source>
        <translation>für jede lohnende Richtung ab aktuell:</translation>
    </message>
    <message>
        <source>next ← run that way to the goal, a forced neighbour or a wall</source>
        <translation>nächste ← lauf in die Richtung bis zum Ziel, einer erzwungenen Nachbarin oder einer Wand</translation>
    </message>
    <message>
        <source>if the run hit a wall: skip it</source>
        <translation>wenn der Lauf an eine Wand stieß: überspringen</translation>
    </message>
    <message>
        <source>if next is in reached: skip it</source>
        <translation>wenn nächste in erreicht ist: überspringen</translation>
    </message>
    <message>
        <source>if next is settled: skip it</source>
        <translation>wenn nächste erledigt ist: überspringen</translation>
    </message>
    <message>
        <source>reached ← reached + {next};  parent[next] ← current</source>
        <translation>erreicht ← erreicht + {nächste};  Vorgänger[nächste] ← aktuell</translation>
    </message>
    <message>
        <source>add next at the end of queue</source>
        <translation>hänge nächste hinten an Schlange an</translation>
    </message>
    <message>
        <source>cost ← g[current] + weight(next), × √2 diagonally</source>
        <translation>Kosten ← g[aktuell] + Gewicht(nächste), diagonal × √2</translation>
    </message>
    <message>
        <source>cost ← g[current] + weight(next)</source>
        <translation>Kosten ← g[aktuell] + Gewicht(nächste)</translation>
    </message>
    <message>
        <source>cost ← g[current] + length of the run, × √2 diagonally</source>
        <translation>Kosten ← g[aktuell] + Länge des Laufs, diagonal × √2</translation>
    </message>
    <message>
        <source>cost ← g[current] + length of the run</source>
        <translation>Kosten ← g[aktuell] + Länge des Laufs</translation>
    </message>
    <message>
        <source>if next is not in open or cost &lt; g[next]:</source>
        <translation>wenn nächste nicht in offen ist oder Kosten &lt; g[nächste]:</translation>
    </message>
    <message>
        <source>g[next] ← cost;  parent[next] ← current</source>
        <translation>g[nächste] ← Kosten;  Vorgänger[nächste] ← aktuell</translation>
    </message>
    <message>
        <source>put next in open by g</source>
        <translation>lege nächste nach g in offen</translation>
    </message>
    <message>
        <source>put next in open by f = g + %1 × h(next)</source>
        <translation>lege nächste nach f = g + %1 × h(nächste) in offen</translation>
    </message>
    <message>
        <source>put next in open by f = g + h(next)</source>
        <translation>lege nächste nach f = g + h(nächste) in offen</translation>
    </message>
    <message>
        <source>if next is new: put it in open by h(next)</source>
        <translation>wenn nächste neu ist: lege sie nach h(nächste) in offen</translation>
    </message>
    <message>
        <source>if open′ reached next and g[next] + g′[next] &lt; best:</source>
        <translation>wenn offen′ nächste erreicht hat und g[nächste] + g′[nächste] &lt; beste:</translation>
    </message>
    <message>
        <source>best ← g[next] + g′[next];  meeting ← next</source>
        <translation>beste ← g[nächste] + g′[nächste];  Treffpunkt ← nächste</translation>
    </message>
    <message>
        <source>return “no way”</source>
        <translation>gib „kein Weg“ zurück</translation>
    </message>
    <message>
        <source>if goal was never reached:</source>
        <translation>wenn Ziel nie erreicht wurde:</translation>
    </message>
    <message>
        <source>return the way through meeting, if they met; else “no way”</source>
        <translation>gib den Weg über Treffpunkt zurück, wenn sie sich trafen; sonst „kein Weg“</translation>
    </message>
    <message>
        <source>Every step costs 1: the weights are not looked at.</source>
        <translation>Jeder Schritt kostet 1: Die Gewichte zählen nicht.</translation>
    </message>
    <message>
        <source>g: the cost of the cheapest way known from the start.</source>
        <translation>g: die Kosten des billigsten bekannten Wegs ab dem Start.</translation>
    </message>
    <message>
        <source>h: the %1 distance to the goal.</source>
        <translation>h: die %1-Entfernung zum Ziel.</translation>
    </message>
    <message>
        <source>g: the cost of the cheapest way known from its side&apos;s end.</source>
        <translation>g: die Kosten des billigsten bekannten Wegs ab dem Ende seiner Seite.</translation>
    </message>
    <message>
        <source>same f: smaller h first</source>
        <translation>gleiches f: kleineres h zuerst</translation>
    </message>
    <message>
        <source>same g: reading order</source>
        <translation>gleiches g: Lesereihenfolge</translation>
    </message>
    <message>
        <source>same h: reading order</source>
        <translation>gleiches h: Lesereihenfolge</translation>
    </message>
    <message>
        <source>same f and h: reading order</source>
        <translation>gleiches f und h: Lesereihenfolge</translation>
    </message>
    <message>
        <source>same steps: found first</source>
        <translation>gleich viele Schritte: zuerst gefunden</translation>
    </message>
    <message>
        <source>Jump point search needs a map that does not wrap round, without weights, and (with 8 directions) diagonals that never pass a wall: A* searches here instead, for a way of the same cost.</source>
        <translation>Die Sprungpunktsuche braucht eine Karte ohne Übergang an den Rändern, ohne Gewichte und (mit 8 Richtungen) Diagonalen, die nie an einer Wand vorbeigehen: Hier sucht stattdessen A*, nach einem Weg mit denselben Kosten.</translation>
    </message>
    <message>
        <source>Ready: only the start is open. Step to take the first tile.</source>
        <translation>Bereit: Nur der Start ist offen. Ein Schritt nimmt die erste Kachel.</translation>
    </message>
    <message>
        <source>The goal %1 is reached: the way costs %2.</source>
        <translation>Das Ziel %1 ist erreicht: Der Weg kostet %2.</translation>
    </message>
    <message>
        <source>No way through open tiles can beat the one through %1 any more: it costs %2.</source>
        <translation>Kein Weg über offene Kacheln kann den über %1 noch schlagen: Er kostet %2.</translation>
    </message>
    <message>
        <source>Nothing is left to take: no way leads to the goal.</source>
        <translation>Nichts mehr zu nehmen: Kein Weg führt zum Ziel.</translation>
    </message>
    <message>
        <source>An open list is empty: the way through %1 costs %2.</source>
        <translation>Eine offene Liste ist leer: Der Weg über %1 kostet %2.</translation>
    </message>
    <message>
        <source>An open list is empty: no way leads to the goal.</source>
        <translation>Eine offene Liste ist leer: Kein Weg führt zum Ziel.</translation>
    </message>
    <message>
        <source>From the goal&apos;s side, took %1.</source>
        <translation>Von der Seite des Ziels %1 genommen.</translation>
    </message>
    <message>
        <source>Took %1.</source>
        <translation>%1 genommen.</translation>
    </message>
    <message>
        <source>added: %1</source>
        <translation>neu: %1</translation>
    </message>
    <message>
        <source>reached more cheaply: %1</source>
        <translation>billiger erreicht: %1</translation>
    </message>
    <message>
        <source>skipped: %1</source>
        <translation>übersprungen: %1</translation>
    </message>
    <message>
        <source>runs into a wall: %1</source>
        <translation>Läufe an eine Wand: %1</translation>
    </message>
    <message>
        <source>no neighbour to offer</source>
        <translation>keine Nachbarin anzubieten</translation>
    </message>
    <message>
        <source>%1 %2.</source>
        <translation>%1 %2.</translation>
    </message>
    <message>
        <source>The sides met at %1.</source>
        <translation>Die Seiten trafen sich bei %1.</translation>
    </message>
    <message>
        <source>Pruned jump point search</source>
        <translation>Beschnittene Sprungpunktsuche</translation>
    </message>
    <message>
        <source>Pruned jump point search+</source>
        <translation>Beschnittene Sprungpunktsuche+</translation>
    </message>
    <message>
        <source>Subgoal graph</source>
        <translation>Teilzielgraph</translation>
    </message>
    <message>
        <source>Edge %1 of %2 of the way over the graph walked into tiles.</source>
        <translation>Kante %1 von %2 des Wegs über den Graphen in Kacheln abgegangen.</translation>
    </message>
    <message>
        <source>The goal %1 is settled: its way over the graph costs %2. Next, each edge of it is walked into tiles.</source>
        <translation>Das Ziel %1 ist erledigt: Sein Weg über den Graphen kostet %2. Als Nächstes wird jede seiner Kanten in Kacheln abgegangen.</translation>
    </message>
    <message>
        <source>join start and goal to the subgoals they reach directly</source>
        <translation>verbinde Start und Ziel mit den Teilzielen, die sie direkt erreichen</translation>
    </message>
    <message>
        <source>for each subgoal next joined to current by an edge:</source>
        <translation>für jedes Teilziel nächste, mit aktuell durch eine Kante verbunden:</translation>
    </message>
    <message>
        <source>cost ← g[current] + length of the edge</source>
        <translation>Kosten ← g[aktuell] + Länge der Kante</translation>
    </message>
    <message>
        <source>walk each edge of the way into tiles, diagonal first</source>
        <translation>gehe jede Kante des Wegs in Kacheln ab, diagonal zuerst</translation>
    </message>
    <message>
        <source>The subgoal graph needs a map without weights and (with 8 directions) diagonals that never pass a wall: A* searches here instead, for a way of the same cost.</source>
        <translation>Der Teilzielgraph braucht eine Karte ohne Gewichte und (mit 8 Richtungen) Diagonalen, die nie an einer Wand vorbeigehen: Hier sucht stattdessen A*, nach einem Weg mit denselben Kosten.</translation>
    </message>
</context>
<context>
    <name>TiledImport</name>
    <message>
        <source>%1 no longer holds the tileset as it was read.</source>
        <translation>%1 enthält das Tileset nicht mehr so, wie es gelesen wurde.</translation>
    </message>
    <message>
        <source>%1 cannot be imported:</source>
        <translation>%1 kann nicht importiert werden:</translation>
    </message>
    <message>
        <source>Kinds Not Written</source>
        <translation>Arten nicht geschrieben</translation>
    </message>
    <message>
        <source>The kinds could not be written into the tileset; the level opens with them all the same.</source>
        <translation>Die Arten konnten nicht in das Tileset geschrieben werden; das Level öffnet sich trotzdem mit ihnen.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>A workshop for tile mazes and generated dungeons.</source>
        <translation>Eine Werkstatt für Kachel-Labyrinthe und erzeugte Dungeons.</translation>
    </message>
    <message>
        <source>Levels to open.</source>
        <translation>Zu öffnende Level.</translation>
    </message>
</context>
<context>
    <name>mazeworks::AccessibleMap</name>
    <message>
        <source>row %1, column %2: %3</source>
        <translation>Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>Spalte %1</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>Zeile %1</translation>
    </message>
</context>
<context>
    <name>mazeworks::Autosave</name>
    <message>
        <source>%1, autosaved %2</source>
        <translation>%1, automatisch gesichert am %2</translation>
    </message>
    <message>
        <source>%1 (%2), autosaved %3</source>
        <translation>%1 (%2), automatisch gesichert am %3</translation>
    </message>
    <message>
        <source>Recover Unsaved Levels</source>
        <translation>Ungesicherte Level wiederherstellen</translation>
    </message>
    <message numerus="yes">
        <source>Mazeworks ended without saving %n level(s). Recover them from their autosaves?</source>
        <translation>
            <numerusform>Mazeworks wurde beendet, ohne %n Level zu speichern. Soll es aus seiner automatischen Sicherung wiederhergestellt werden?</numerusform>
            <numerusform>Mazeworks wurde beendet, ohne %n Level zu speichern. Sollen sie aus ihren automatischen Sicherungen wiederhergestellt werden?</numerusform>
        </translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Not Now</source>
        <translation>Nicht jetzt</translation>
    </message>
</context>
<context>
    <name>mazeworks::BrushTool</name>
    <message>
        <source>Brush</source>
        <translation>Pinsel</translation>
    </message>
    <message>
        <source>Click or drag to paint the chosen tile; Shift+click draws a line from the last tile painted.</source>
        <translation>Klicken oder ziehen, um die gewählte Kachel zu malen; Umschalt+Klick zieht eine Linie ab der zuletzt gemalten Kachel.</translation>
    </message>
</context>
<context>
    <name>mazeworks::CodeDock</name>
    <message>
        <source>Search Code</source>
        <translation>Suchcode</translation>
    </message>
</context>
<context>
    <name>mazeworks::CodePanel</name>
    <message>
        <source>Smaller type</source>
        <translation>Kleinere Schrift</translation>
    </message>
    <message>
        <source>Larger type, for the back of the room</source>
        <translation>Größere Schrift, für die hinteren Reihen</translation>
    </message>
    <message>
        <source>runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <source>pseudocode</source>
        <translation>Pseudocode</translation>
    </message>
    <message>
        <source>The line the last step ended on is highlighted; beside each line it ran, how often</source>
        <translation>Hervorgehoben ist die Zeile, mit der der letzte Schritt endete; neben jeder Zeile, die er ausführte, wie oft</translation>
    </message>
    <message>
        <source>Click a row to see its tile on the map</source>
        <translation>Klicken Sie auf eine Zeile, um ihre Kachel auf der Karte zu sehen</translation>
    </message>
    <message>
        <source>No search</source>
        <translation>Keine Suche</translation>
    </message>
    <message>
        <source>Choose Path search in the Overlays panel: its code and its open list show here.</source>
        <translation>Wählen Sie im Bereich Overlays die Wegsuche: Ihr Code und ihre offene Liste erscheinen hier.</translation>
    </message>
    <message>
        <source>%1 (as A*)</source>
        <translation>%1 (als A*)</translation>
    </message>
    <message>
        <source>side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>tile</source>
        <translation>Kachel</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>tie broken by</source>
        <translation>Gleichstand entschieden durch</translation>
    </message>
    <message>
        <source>The queue: 1 tile, taken next</source>
        <translation>Die Schlange: 1 Kachel, als Nächste genommen</translation>
    </message>
    <message>
        <source>Open: 1 tile, taken next</source>
        <translation>Offen: 1 Kachel, als Nächste genommen</translation>
    </message>
    <message numerus="yes">
        <source>The queue: %n tiles, the first taken next</source>
        <translation>
            <numerusform>Die Schlange: %n Kachel, die erste als Nächste genommen</numerusform>
            <numerusform>Die Schlange: %n Kacheln, die erste als Nächste genommen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Open: %n tiles, the first taken next</source>
        <translation>
            <numerusform>Offen: %n Kachel, die erste als Nächste genommen</numerusform>
            <numerusform>Offen: %n Kacheln, die erste als Nächste genommen</numerusform>
        </translation>
    </message>
    <message>
        <source>from the start</source>
        <translation>vom Start</translation>
    </message>
    <message>
        <source>from the goal</source>
        <translation>vom Ziel</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… und %n weitere</numerusform>
            <numerusform>… und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>Pseudocode</source>
        <translation>Pseudocode</translation>
    </message>
    <message>
        <source>Open list</source>
        <translation>Offene Liste</translation>
    </message>
</context>
<context>
    <name>mazeworks::CommandPalette</name>
    <message>
        <source>&amp;Search Actions...</source>
        <translation>&amp;Aktionen suchen...</translation>
    </message>
    <message>
        <source>Finds an action of the menus by its name and runs it</source>
        <translation>Findet eine Aktion der Menüs über ihren Namen und führt sie aus</translation>
    </message>
</context>
<context>
    <name>mazeworks::CommandPaletteDialog</name>
    <message>
        <source>Search Actions</source>
        <translation>Aktionen suchen</translation>
    </message>
    <message>
        <source>Type the name of an action</source>
        <translation>Namen einer Aktion eingeben</translation>
    </message>
    <message>
        <source>No action has all these words in its name or its menu.</source>
        <translation>Keine Aktion hat all diese Wörter in ihrem Namen oder Menü.</translation>
    </message>
</context>
<context>
    <name>mazeworks::Diagnostics</name>
    <message>
        <source>the file is not UTF-8 text</source>
        <translation>die Datei ist kein UTF-8-Text</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a line of a maze</source>
        <extracomment>%1 is the first word of the line, as the user wrote it.</extracomment>
        <translation>&quot;%1&quot; ist keine Zeilenart eines Labyrinths</translation>
    </message>
    <message>
        <source>a name line needs a title</source>
        <translation>eine name-Zeile braucht einen Titel</translation>
    </message>
    <message>
        <source>a row line needs a row of tiles</source>
        <translation>eine row-Zeile braucht eine Reihe von Kacheln</translation>
    </message>
    <message>
        <source>a muncher line needs a column, a row and a direction</source>
        <translation>eine muncher-Zeile braucht eine Spalte, eine Reihe und eine Richtung</translation>
    </message>
    <message>
        <source>a ghost line needs a kind, a column, a row and a direction</source>
        <translation>eine ghost-Zeile braucht eine Art, eine Spalte, eine Reihe und eine Richtung</translation>
    </message>
    <message>
        <source>a corner line needs a kind, a column and a row</source>
        <translation>eine corner-Zeile braucht eine Art, eine Spalte und eine Reihe</translation>
    </message>
    <message>
        <source>a release line needs a kind and seconds</source>
        <translation>eine release-Zeile braucht eine Art und Sekunden</translation>
    </message>
    <message>
        <source>a fruit line needs a column and a row</source>
        <translation>eine fruit-Zeile braucht eine Spalte und eine Reihe</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number</source>
        <translation>&quot;%1&quot; ist keine Zahl</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a direction (up, left, down, right)</source>
        <extracomment>The words in brackets are keywords of the file format: keep them in English.</extracomment>
        <translation>&quot;%1&quot; ist keine Richtung (up, left, down, right)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a ghost (red, pink, cyan, orange)</source>
        <extracomment>The words in brackets are keywords of the file format: keep them in English.</extracomment>
        <translation>&quot;%1&quot; ist kein Geist (red, pink, cyan, orange)</translation>
    </message>
    <message>
        <source>release takes seconds from 0 up</source>
        <translation>release erwartet Sekunden ab 0</translation>
    </message>
    <message>
        <source>%1 is too far from 0 for a column or a row</source>
        <translation>%1 ist für eine Spalte oder Reihe zu weit von 0 entfernt</translation>
    </message>
    <message>
        <source>a second name line</source>
        <translation>eine zweite name-Zeile</translation>
    </message>
    <message>
        <source>a second muncher line</source>
        <translation>eine zweite muncher-Zeile</translation>
    </message>
    <message>
        <source>a second fruit line</source>
        <translation>eine zweite fruit-Zeile</translation>
    </message>
    <message>
        <source>a second line for the red ghost</source>
        <translation>eine zweite Zeile für den roten Geist</translation>
    </message>
    <message>
        <source>a second line for the pink ghost</source>
        <translation>eine zweite Zeile für den pinken Geist</translation>
    </message>
    <message>
        <source>a second line for the cyan ghost</source>
        <translation>eine zweite Zeile für den cyanfarbenen Geist</translation>
    </message>
    <message>
        <source>a second line for the orange ghost</source>
        <translation>eine zweite Zeile für den orangefarbenen Geist</translation>
    </message>
    <message>
        <source>a second corner line for the red ghost</source>
        <translation>eine zweite corner-Zeile für den roten Geist</translation>
    </message>
    <message>
        <source>a second corner line for the pink ghost</source>
        <translation>eine zweite corner-Zeile für den pinken Geist</translation>
    </message>
    <message>
        <source>a second corner line for the cyan ghost</source>
        <translation>eine zweite corner-Zeile für den cyanfarbenen Geist</translation>
    </message>
    <message>
        <source>a second corner line for the orange ghost</source>
        <translation>eine zweite corner-Zeile für den orangefarbenen Geist</translation>
    </message>
    <message>
        <source>a second release line for the red ghost</source>
        <translation>eine zweite release-Zeile für den roten Geist</translation>
    </message>
    <message>
        <source>a second release line for the pink ghost</source>
        <translation>eine zweite release-Zeile für den pinken Geist</translation>
    </message>
    <message>
        <source>a second release line for the cyan ghost</source>
        <translation>eine zweite release-Zeile für den cyanfarbenen Geist</translation>
    </message>
    <message>
        <source>a second release line for the orange ghost</source>
        <translation>eine zweite release-Zeile für den orangefarbenen Geist</translation>
    </message>
    <message>
        <source>a row is one word, without spaces</source>
        <translation>eine Reihe ist ein Wort, ohne Leerzeichen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a tile</source>
        <extracomment>%1 is the character found where a tile letter should be.</extracomment>
        <translation>&apos;%1&apos; ist keine Kachel</translation>
    </message>
    <message>
        <source>the row has %1 tiles, the first has %2</source>
        <extracomment>%1: the tiles of this row; %2: the tiles of the first row.</extracomment>
        <translation>die Reihe hat %1 Kacheln, die erste hat %2</translation>
    </message>
    <message>
        <source>a weight line needs one word of digits 1 to 9</source>
        <translation>eine weight-Zeile braucht ein Wort aus den Ziffern 1 bis 9</translation>
    </message>
    <message>
        <source>there are %1 weight lines for %2 rows</source>
        <extracomment>%1: the weight lines of the file; %2: its rows.</extracomment>
        <translation>es gibt %1 weight-Zeilen für %2 Reihen</translation>
    </message>
    <message>
        <source>the weight line has %1 digits, its row has %2 tiles</source>
        <extracomment>%1: the digits of this weight line; %2: the tiles of its row.</extracomment>
        <translation>die weight-Zeile hat %1 Ziffern, ihre Reihe hat %2 Kacheln</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a weight (1 to 9)</source>
        <extracomment>%1 is the character found where a weight digit should be.</extracomment>
        <translation>&apos;%1&apos; ist kein Gewicht (1 bis 9)</translation>
    </message>
    <message>
        <source>a map is at most 4096 tiles wide and high</source>
        <translation>eine Karte ist höchstens 4096 Kacheln breit und hoch</translation>
    </message>
    <message>
        <source>a maze needs at least one row</source>
        <translation>ein Labyrinth braucht mindestens eine Reihe</translation>
    </message>
    <message>
        <source>the muncher has no start</source>
        <translation>der Muncher hat keinen Start</translation>
    </message>
    <message>
        <source>the red ghost has no start</source>
        <translation>der rote Geist hat keinen Start</translation>
    </message>
    <message>
        <source>the pink ghost has no start</source>
        <translation>der pinke Geist hat keinen Start</translation>
    </message>
    <message>
        <source>the cyan ghost has no start</source>
        <translation>der cyanfarbene Geist hat keinen Start</translation>
    </message>
    <message>
        <source>the orange ghost has no start</source>
        <translation>der orangefarbene Geist hat keinen Start</translation>
    </message>
    <message>
        <source>the fruit has no place</source>
        <translation>die Frucht hat keine Position</translation>
    </message>
    <message>
        <source>a maze needs one door, not %1</source>
        <extracomment>%1 is the number of doors the map has.</extracomment>
        <translation>ein Labyrinth braucht genau eine Tür, nicht %1</translation>
    </message>
    <message>
        <source>the door needs a corridor above it and the house below</source>
        <translation>die Tür braucht einen Gang über sich und das Geisterhaus unter sich</translation>
    </message>
    <message>
        <source>the muncher cannot reach this dot</source>
        <translation>der Muncher kann diesen Punkt nicht erreichen</translation>
    </message>
    <message>
        <source>the muncher cannot reach this tile</source>
        <translation>der Muncher kann diese Kachel nicht erreichen</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <extracomment>A diagnostic in a tooltip: %1 line:column, %2 error or warning, %3 the message.</extracomment>
        <translation>%1: %2: %3</translation>
    </message>
    <message>
        <source>a release-dots line needs a kind and a count</source>
        <translation>eine release-dots-Zeile braucht eine Art und eine Anzahl</translation>
    </message>
    <message>
        <source>a rules line needs at least one rule</source>
        <translation>eine rules-Zeile braucht mindestens eine Regel</translation>
    </message>
    <message>
        <source>release-dots takes a count of dots from 0 up</source>
        <translation>release-dots erwartet eine Anzahl Punkte ab 0</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a rule (pink-slip, red-astar, dot-counters)</source>
        <extracomment>The words in brackets are keywords of the file format: keep them in English.</extracomment>
        <translation>&quot;%1&quot; ist keine Regel (pink-slip, red-astar, dot-counters)</translation>
    </message>
    <message>
        <source>with dot-counters, ghosts leave by dots: this release line is ignored</source>
        <translation>mit dot-counters verlassen die Geister das Haus nach Punkten: diese release-Zeile wird nicht beachtet</translation>
    </message>
    <message>
        <source>a second release-dots line for the red ghost</source>
        <translation>eine zweite release-dots-Zeile für den roten Geist</translation>
    </message>
    <message>
        <source>a second release-dots line for the pink ghost</source>
        <translation>eine zweite release-dots-Zeile für den rosa Geist</translation>
    </message>
    <message>
        <source>a second release-dots line for the cyan ghost</source>
        <translation>eine zweite release-dots-Zeile für den türkisen Geist</translation>
    </message>
    <message>
        <source>a second release-dots line for the orange ghost</source>
        <translation>eine zweite release-dots-Zeile für den orangen Geist</translation>
    </message>
    <message>
        <source>the muncher cannot reach these %1 dots</source>
        <extracomment>A region of dots walled off from the muncher: %1 is how many dots, 2 or more.</extracomment>
        <translation>der Muncher kann diese %1 Punkte nicht erreichen</translation>
    </message>
    <message>
        <source>the muncher cannot reach these %1 tiles</source>
        <extracomment>A region of corridor without dots walled off from the muncher: %1 is how many tiles, 2 or more.</extracomment>
        <translation>der Muncher kann diese %1 Kacheln nicht erreichen</translation>
    </message>
    <message>
        <source>(%1, %2) is not inside the maze: the muncher stands on a wall</source>
        <extracomment>%1, %2: the column and the row.</extracomment>
        <translation>(%1, %2) liegt nicht im Labyrinth: der Muncher steht auf einer Wand</translation>
    </message>
    <message>
        <source>(%1, %2) is not inside the maze: the muncher stands outside the %3 x %4 map</source>
        <extracomment>%1, %2: the column and the row; %3 x %4: the map&apos;s width and height in tiles.</extracomment>
        <translation>(%1, %2) liegt nicht im Labyrinth: der Muncher steht außerhalb der Karte von %3 x %4</translation>
    </message>
    <message>
        <source>(%1, %2) is not inside the maze: the red ghost stands on a wall</source>
        <extracomment>%1, %2: the column and the row.</extracomment>
        <translation>(%1, %2) liegt nicht im Labyrinth: der rote Geist steht auf einer Wand</translation>
    </message>
    <message>
        <source>(%1, %2) is not inside the maze: the red ghost stands outside the %3 x %4 map</source>
        <extracomment>%1, %2: the column and the row; %3 x %4: the map&apos;s width and height in tiles.</extracomment>
        <translation>(%1, %2) liegt nicht im Labyrinth: der rote Geist steht außerhalb der Karte von %3 x %4</translation>
    </message>
    <message>
        <source>(%1, %2) is not inside the maze: the pink ghost stands on a wall</source>
        <extracomment>%1, %2: the column and the row.</extracomment>
        <translation>(%1, %2) liegt nicht im Labyrinth: der pinke Geist steht auf einer Wand</translation>
    </message>
    <message>
        <source>(%1, %2) is not inside the maze: the pink ghost stands outside the %3 x %4 map</source>
        <extracomment>%1, %2: the column and the row; %3 x %4: the map&apos;s width and height in tiles.</extracomment>
        <translation>(%1, %2) liegt nicht im Labyrinth: der pinke Geist steht außerhalb der Karte von %3 x %4</translation>
    </message>
    <message>
        <source>(%1, %2) is not inside the maze: the cyan ghost stands on a wall</source>
        <extracomment>%1, %2: the column and the row.</extracomment>
        <translation>(%1, %2) liegt nicht im Labyrinth: der cyanfarbene Geist steht auf einer Wand</translation>
    </message>
    <message>
        <source>(%1, %2) is not inside the maze: the cyan ghost stands outside the %3 x %4 map</source>
        <extracomment>%1, %2: the column and the row; %3 x %4: the map&apos;s width and height in tiles.</extracomment>
        <translation>(%1, %2) liegt nicht im Labyrinth: der cyanfarbene Geist steht außerhalb der Karte von %3 x %4</translation>
    </message>
    <message>
        <source>(%1, %2) is not inside the maze: the orange ghost stands on a wall</source>
        <extracomment>%1, %2: the column and the row.</extracomment>
        <translation>(%1, %2) liegt nicht im Labyrinth: der orangefarbene Geist steht auf einer Wand</translation>
    </message>
    <message>
        <source>(%1, %2) is not inside the maze: the orange ghost stands outside the %3 x %4 map</source>
        <extracomment>%1, %2: the column and the row; %3 x %4: the map&apos;s width and height in tiles.</extracomment>
        <translation>(%1, %2) liegt nicht im Labyrinth: der orangefarbene Geist steht außerhalb der Karte von %3 x %4</translation>
    </message>
    <message>
        <source>(%1, %2) is not inside the maze: the fruit lies on a wall</source>
        <extracomment>%1, %2: the column and the row.</extracomment>
        <translation>(%1, %2) liegt nicht im Labyrinth: die Frucht liegt auf einer Wand</translation>
    </message>
    <message>
        <source>(%1, %2) is not inside the maze: the fruit lies outside the %3 x %4 map</source>
        <extracomment>%1, %2: the column and the row; %3 x %4: the map&apos;s width and height in tiles.</extracomment>
        <translation>(%1, %2) liegt nicht im Labyrinth: die Frucht liegt außerhalb der Karte von %3 x %4</translation>
    </message>
</context>
<context>
    <name>mazeworks::DiagnosticsDock</name>
    <message>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>&amp;Next Problem</source>
        <translation>&amp;Nächstes Problem</translation>
    </message>
    <message>
        <source>Shows the next error or warning of the level</source>
        <translation>Zeigt den nächsten Fehler oder die nächste Warnung des Levels</translation>
    </message>
    <message>
        <source>Shows the previous error or warning of the level</source>
        <translation>Zeigt den vorherigen Fehler oder die vorherige Warnung des Levels</translation>
    </message>
    <message numerus="yes">
        <source>%Ln error</source>
        <translation>
            <numerusform>%Ln Fehler</numerusform>
            <numerusform>%Ln Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln errors</source>
        <translation>
            <numerusform>%Ln Fehler</numerusform>
            <numerusform>%Ln Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln warning</source>
        <translation>
            <numerusform>%Ln Warnung</numerusform>
            <numerusform>%Ln Warnungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln warnings</source>
        <translation>
            <numerusform>%Ln Warnung</numerusform>
            <numerusform>%Ln Warnungen</numerusform>
        </translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation>Diagnose</translation>
    </message>
    <message>
        <source>Diagnostics (%1)</source>
        <translation>Diagnose (%1)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>No level is open.</source>
        <translation>Kein Level geöffnet.</translation>
    </message>
    <message>
        <source>The level has no map yet.</source>
        <translation>Das Level hat noch keine Karte.</translation>
    </message>
    <message>
        <source>No problems: the level can be played.</source>
        <translation>Keine Probleme: Das Level ist spielbar.</translation>
    </message>
    <message>
        <source>Pre&amp;vious Problem</source>
        <translation>&amp;Vorheriges Problem</translation>
    </message>
    <message>
        <source>Problems of the lesson</source>
        <translation>Probleme der Lektion</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln problem</source>
        <translation>
            <numerusform>%1: %Ln Problem</numerusform>
            <numerusform>%1: %Ln Probleme</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln problems</source>
        <translation>
            <numerusform>%1: %Ln Problem</numerusform>
            <numerusform>%1: %Ln Probleme</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazeworks::Document</name>
    <message>
        <source>%1 is not UTF-8 text (line %2, column %3).</source>
        <translation>%1 ist kein UTF-8-Text (Zeile %2, Spalte %3).</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>Edit Source</source>
        <translation>Quelltext bearbeiten</translation>
    </message>
</context>
<context>
    <name>mazeworks::DungeonSettingsForm</name>
    <message>
        <source>The same seed and settings give the same dungeon, here and with mazeworks-cli generate</source>
        <translation>Derselbe Startwert und dieselben Einstellungen ergeben denselben Dungeon, hier und mit mazeworks-cli generate</translation>
    </message>
    <message>
        <source>A random seed, and a new dungeon from it</source>
        <translation>Ein zufälliger Startwert und daraus ein neuer Dungeon</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copy the seed of this dungeon</source>
        <translation>Den Startwert dieses Dungeons kopieren</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Einfügen</translation>
    </message>
    <message>
        <source>A dungeon from the seed on the clipboard</source>
        <translation>Ein Dungeon aus dem Startwert in der Zwischenablage</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>Star&amp;twert:</translation>
    </message>
    <message>
        <source>Rooms to place; rooms that cannot be joined are dropped</source>
        <translation>Zu platzierende Räume; Räume, die sich nicht verbinden lassen, werden verworfen</translation>
    </message>
    <message>
        <source>Extra links that make loops, from 0 (a tree: one way between two rooms) to 1</source>
        <translation>Zusätzliche Verbindungen, die Schleifen bilden, von 0 (ein Baum: genau ein Weg zwischen zwei Räumen) bis 1</translation>
    </message>
    <message>
        <source>R&amp;ooms:</source>
        <translation>Rä&amp;ume:</translation>
    </message>
    <message>
        <source>&amp;Loops:</source>
        <translation>Sch&amp;leifen:</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>Auto</translation>
    </message>
    <message>
        <source>The map&apos;s width in tiles, its border included; Auto fits it to the rooms</source>
        <translation>Breite der Karte in Kacheln, einschließlich Rand; Auto passt sie an die Räume an</translation>
    </message>
    <message>
        <source>The map&apos;s height in tiles, its border included; Auto fits it to the rooms</source>
        <translation>Höhe der Karte in Kacheln, einschließlich Rand; Auto passt sie an die Räume an</translation>
    </message>
    <message>
        <source>The smallest side of a room&apos;s floor, in tiles</source>
        <translation>Kürzeste Seite der Bodenfläche eines Raums, in Kacheln</translation>
    </message>
    <message>
        <source>The largest side of a room&apos;s floor, in tiles</source>
        <translation>Längste Seite der Bodenfläche eines Raums, in Kacheln</translation>
    </message>
    <message>
        <source>&amp;Map:</source>
        <translation>&amp;Karte:</translation>
    </message>
    <message>
        <source>Room si&amp;ze:</source>
        <translation>Rau&amp;mgröße:</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>Dropped overlapping in the middle, then pushed apart</source>
        <translation>Überlappend in die Mitte fallen gelassen, dann auseinandergeschoben</translation>
    </message>
    <message>
        <source>Random places, each tried again while it is too close to another room</source>
        <translation>Zufällige Plätze, jeder neu versucht, solange er zu nah an einem anderen Raum liegt</translation>
    </message>
    <message>
        <source>Straight or one-bend tunnels between random rooms until one set remains</source>
        <translation>Gerade oder einmal geknickte Tunnel zwischen zufälligen Räumen, bis nur noch eine Menge übrig ist</translation>
    </message>
    <message>
        <source>&amp;Placement:</source>
        <translation>&amp;Platzierung:</translation>
    </message>
    <message>
        <source>Co&amp;nnection:</source>
        <translation>&amp;Verbindung:</translation>
    </message>
    <message>
        <source>&amp;New Dungeon</source>
        <translation>&amp;Neuer Dungeon</translation>
    </message>
    <message>
        <source>Defaults</source>
        <translation>Standardwerte</translation>
    </message>
    <message>
        <source>The settings that make a good dungeon to start from</source>
        <translation>Einstellungen, die einen guten Dungeon für den Anfang ergeben</translation>
    </message>
    <message>
        <source>Doors between neighbouring rooms, along a tree grown depth-first from the first room</source>
        <translation>Türen zwischen benachbarten Räumen, entlang eines Baums, der vom ersten Raum aus in die Tiefe wächst</translation>
    </message>
    <message>
        <source>Prim&apos;s minimum spanning tree from the first room, with Z corridors and double jogs</source>
        <translation>Prims minimaler Spannbaum vom ersten Raum aus, mit Z-Gängen und doppelten Versätzen</translation>
    </message>
    <message>
        <source>Map width</source>
        <translation>Kartenbreite</translation>
    </message>
    <message>
        <source>Map height</source>
        <translation>Kartenhöhe</translation>
    </message>
    <message>
        <source>Smallest room side</source>
        <translation>Kleinste Raumseite</translation>
    </message>
    <message>
        <source>Largest room side</source>
        <translation>Größte Raumseite</translation>
    </message>
</context>
<context>
    <name>mazeworks::DungeonSpeech</name>
    <message>
        <source>No dungeon yet</source>
        <translation>Noch kein Dungeon</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n room, step %2</source>
        <translation>
            <numerusform>%1: %n Raum, Schritt %2</numerusform>
            <numerusform>%1: %n Räume, Schritt %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n rooms, step %2</source>
        <translation>
            <numerusform>%1: %n Raum, Schritt %2</numerusform>
            <numerusform>%1: %n Räume, Schritt %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazeworks::DungeonView</name>
    <message>
        <source>Wheel: zoom; drag: move the picture; double click: the whole map</source>
        <translation>Mausrad: zoomen; ziehen: Bild verschieben; Doppelklick: ganze Karte</translation>
    </message>
    <message>
        <source>Dungeon</source>
        <translation>Dungeon</translation>
    </message>
</context>
<context>
    <name>mazeworks::EditActions</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Wieder&amp;herstellen</translation>
    </message>
    <message>
        <source>Resize &amp;Map...</source>
        <translation>Kartengröße ä&amp;ndern...</translation>
    </message>
    <message>
        <source>Add or take away rows and columns on any side of the map.</source>
        <translation>Reihen und Spalten an beliebigen Seiten der Karte hinzufügen oder entfernen.</translation>
    </message>
    <message>
        <source>&amp;New Map...</source>
        <translation>&amp;Neue Karte...</translation>
    </message>
    <message>
        <source>Start a level of a chosen size.</source>
        <translation>Ein neues Level in einer gewählten Größe beginnen.</translation>
    </message>
    <message>
        <source>Undo History</source>
        <translation>Bearbeitungsverlauf</translation>
    </message>
    <message>
        <source>&lt;as opened&gt;</source>
        <translation>&lt;wie geöffnet&gt;</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>Untitled %1</source>
        <translation>Unbenannt %1</translation>
    </message>
    <message>
        <source>Cannot Resize</source>
        <translation>Größenänderung nicht möglich</translation>
    </message>
    <message>
        <source>A map is 1 to %1 tiles wide and high.</source>
        <translation>Eine Karte ist 1 bis %1 Kacheln breit und hoch.</translation>
    </message>
    <message>
        <source>Resize the Map</source>
        <translation>Kartengröße ändern</translation>
    </message>
    <message>
        <source>Level &amp;Properties...</source>
        <translation>Level-&amp;Eigenschaften...</translation>
    </message>
    <message>
        <source>The level&apos;s name, the rules it plays with and when the ghosts leave the house.</source>
        <translation>Der Name des Levels, die Regeln, mit denen es gespielt wird, und wann die Geister das Haus verlassen.</translation>
    </message>
    <message>
        <source>Undo history</source>
        <translation>Rückgängig-Verlauf</translation>
    </message>
    <message>
        <source>Every change to the level, the oldest first: choose one to go back to it</source>
        <translation>Jede Änderung am Level, die älteste zuerst: wählen Sie eine, um zu ihr zurückzukehren</translation>
    </message>
</context>
<context>
    <name>mazeworks::EmptyPage</name>
    <message>
        <source>No level is open</source>
        <translation>Kein Level ist geöffnet</translation>
    </message>
    <message>
        <source>Make a new map, open a level or open the classic maze.</source>
        <translation>Erstellen Sie eine neue Karte, öffnen Sie ein Level oder das klassische Labyrinth.</translation>
    </message>
</context>
<context>
    <name>mazeworks::EraserTool</name>
    <message>
        <source>Eraser</source>
        <translation>Radierer</translation>
    </message>
    <message>
        <source>Click or drag to turn tiles into empty floor.</source>
        <translation>Klicken oder ziehen, um Kacheln in leeren Boden zu verwandeln.</translation>
    </message>
</context>
<context>
    <name>mazeworks::ExportPng</name>
    <message>
        <source>%1 cannot be written: the rows of this level do not form a map yet.</source>
        <translation>%1 kann nicht geschrieben werden: Die Reihen dieses Levels ergeben noch keine Karte.</translation>
    </message>
    <message>
        <source>%1 cannot be written: at %2 pixels a tile the image would be %3 x %4 pixels; at most %5 pixels a tile fit in %6 pixels.</source>
        <translation>%1 kann nicht geschrieben werden: Bei %2 Pixeln pro Kachel wäre das Bild %3 x %4 Pixel groß; höchstens %5 Pixel pro Kachel passen in %6 Pixel.</translation>
    </message>
    <message>
        <source>%1 cannot be written: there is not enough memory for an image of %2 x %3 pixels.</source>
        <translation>%1 kann nicht geschrieben werden: Es ist nicht genug Speicher für ein Bild von %2 x %3 Pixeln frei.</translation>
    </message>
    <message>
        <source>Export as Image</source>
        <translation>Als Bild exportieren</translation>
    </message>
    <message>
        <source>&amp;Browse...</source>
        <translation>&amp;Durchsuchen...</translation>
    </message>
    <message>
        <source> pixels</source>
        <translation> Pixel</translation>
    </message>
    <message>
        <source>Draw the tile &amp;grid</source>
        <translation>&amp;Kachelraster zeichnen</translation>
    </message>
    <message>
        <source>Draw the &amp;muncher, the ghosts and the fruit</source>
        <translation>&amp;Muncher, Geister und Frucht zeichnen</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>Da&amp;tei:</translation>
    </message>
    <message>
        <source>&amp;Tile size:</source>
        <translation>Kachel&amp;größe:</translation>
    </message>
    <message>
        <source>Image size:</source>
        <translation>Bildgröße:</translation>
    </message>
    <message>
        <source>%1 x %2 pixels</source>
        <translation>%1 x %2 Pixel</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
</context>
<context>
    <name>mazeworks::FiguresBar</name>
    <message>
        <source>steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>rooms moving</source>
        <translation>bewegte Räume</translation>
    </message>
    <message>
        <source>overlaps</source>
        <translation>Überlappungen</translation>
    </message>
    <message>
        <source>sets</source>
        <translation>Mengen</translation>
    </message>
    <message>
        <source>tree edges</source>
        <translation>Baumkanten</translation>
    </message>
    <message>
        <source>corridor tiles</source>
        <translation>Gangkacheln</translation>
    </message>
    <message>
        <source>try</source>
        <translation>Versuch</translation>
    </message>
    <message>
        <source>Steps taken since the start, every try</source>
        <translation>Schritte seit dem Start, über alle Versuche</translation>
    </message>
    <message>
        <source>Pairs of rooms that overlapped at the last separation step</source>
        <translation>Raumpaare, die sich beim letzten Trennungsschritt überlappt haben</translation>
    </message>
    <message>
        <source>Sets of rooms joined so far: the union-find&apos;s; one when every room can reach every other</source>
        <translation>Mengen bisher verbundener Räume, wie Union-Find sie führt; nur noch eine, sobald jeder Raum jeden anderen erreichen kann</translation>
    </message>
    <message>
        <source>Edges of the tree so far</source>
        <translation>Bisherige Kanten des Baums</translation>
    </message>
    <message>
        <source>Tiles of corridor dug so far</source>
        <translation>Bisher gegrabene Gangkacheln</translation>
    </message>
    <message>
        <source>Sets of rooms made, this one included: the generator starts over when rooms cannot be joined</source>
        <translation>Erzeugte Raumsätze, dieser eingeschlossen: Der Generator beginnt neu, wenn sich Räume nicht verbinden lassen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Rooms that the last separation step moved; at the start of separating, the rooms that overlap, which the first step pushes</source>
        <translation>Räume, die der letzte Trennungsschritt bewegt hat; zu Beginn der Trennung die Räume, die sich überlappen und die der erste Schritt verschiebt</translation>
    </message>
</context>
<context>
    <name>mazeworks::FileActions</name>
    <message>
        <source>%1 is open read-only: the overlays work on it, edits do not. Save it as a .maze level to edit it.</source>
        <translation>%1 ist schreibgeschützt geöffnet: Die Overlays funktionieren, Bearbeitungen nicht. Speichern Sie es als .maze-Level, um es zu bearbeiten.</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>Ö&amp;ffnen...</translation>
    </message>
    <message>
        <source>Open a level, a Moving AI map or a Tiled map</source>
        <translation>Ein Level, eine Moving-AI-Karte oder eine Tiled-Karte öffnen</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Speichern &amp;unter...</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>Zu&amp;rücksetzen</translation>
    </message>
    <message>
        <source>Read the level&apos;s file again, leaving the changes not saved</source>
        <translation>Die Datei des Levels neu einlesen und die ungespeicherten Änderungen verwerfen</translation>
    </message>
    <message>
        <source>&amp;Import from Tiled...</source>
        <translation>Aus Tiled &amp;importieren...</translation>
    </message>
    <message>
        <source>Export to &amp;Tiled...</source>
        <translation>Nach &amp;Tiled exportieren...</translation>
    </message>
    <message>
        <source>Cannot Open</source>
        <translation>Öffnen nicht möglich</translation>
    </message>
    <message>
        <source>Open Level</source>
        <translation>Level öffnen</translation>
    </message>
    <message>
        <source>%1 is no longer there, so it was taken off the recent files.</source>
        <translation>%1 ist nicht mehr vorhanden und wurde daher aus den zuletzt geöffneten Dateien entfernt.</translation>
    </message>
    <message>
        <source>%1, line %2: %3</source>
        <translation>%1, Zeile %2: %3</translation>
    </message>
    <message>
        <source>%1 is a map of %2 x %3 cells; a level is 1 to %4 tiles wide and high.</source>
        <translation>%1 ist eine Karte mit %2 x %3 Zellen; ein Level ist 1 bis %4 Kacheln breit und hoch.</translation>
    </message>
    <message>
        <source>%1 (read-only)</source>
        <translation>%1 (schreibgeschützt)</translation>
    </message>
    <message>
        <source>The level has no file yet.</source>
        <translation>Das Level hat noch keine Datei.</translation>
    </message>
    <message>
        <source>Cannot Save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <source>The level is still open with its changes; save it somewhere else, or try again.</source>
        <translation>Das Level bleibt mit seinen Änderungen geöffnet; speichern Sie es an einem anderen Ort oder versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message>
        <source>Save Level As</source>
        <translation>Level speichern unter</translation>
    </message>
    <message>
        <source>Mazeworks levels (*.maze)</source>
        <translation>Mazeworks-Level (*.maze)</translation>
    </message>
    <message>
        <source>%1 is a Moving AI map, open read-only: save the level under another name, as a .maze file.</source>
        <translation>%1 ist eine schreibgeschützt geöffnete Moving-AI-Karte: Speichern Sie das Level unter einem anderen Namen als .maze-Datei.</translation>
    </message>
    <message>
        <source>%1: Save As writes .maze levels. To write a Tiled map, use File &gt; Export to Tiled.</source>
        <translation>%1: „Speichern unter“ schreibt .maze-Level. Um eine Tiled-Karte zu schreiben, verwenden Sie Datei &gt; Nach Tiled exportieren.</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Revert %1 to the version saved on disk?</source>
        <translation>%1 auf die gespeicherte Version zurücksetzen?</translation>
    </message>
    <message>
        <source>The changes made since it was saved will be lost, and cannot be undone.</source>
        <translation>Die Änderungen seit dem letzten Speichern gehen verloren und können nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>Cannot Revert</source>
        <translation>Zurücksetzen nicht möglich</translation>
    </message>
    <message>
        <source>Reverted to %1.</source>
        <translation>Auf die gespeicherte Fassung von %1 zurückgesetzt.</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved.</source>
        <translation>%1 hat ungespeicherte Änderungen.</translation>
    </message>
    <message>
        <source>Save them before closing?</source>
        <translation>Vor dem Schließen speichern?</translation>
    </message>
    <message>
        <source>Cannot Export</source>
        <translation>Export nicht möglich</translation>
    </message>
    <message>
        <source>The rows of %1 do not form a map yet; see the diagnostics.</source>
        <translation>Die Reihen von %1 ergeben noch keine Karte; siehe Diagnose.</translation>
    </message>
    <message>
        <source>Exported %1 (%2 x %3 pixels).</source>
        <translation>%1 exportiert (%2 x %3 Pixel).</translation>
    </message>
    <message>
        <source>Export to Tiled</source>
        <translation>Nach Tiled exportieren</translation>
    </message>
    <message>
        <source>Exported %1, with its tileset image %2.</source>
        <translation>%1 exportiert, mit dem Tileset-Bild %2.</translation>
    </message>
    <message>
        <source>Import from Tiled</source>
        <translation>Aus Tiled importieren</translation>
    </message>
    <message>
        <source>Cannot Import</source>
        <translation>Import nicht möglich</translation>
    </message>
    <message>
        <source>Imported %1.</source>
        <translation>%1 importiert.</translation>
    </message>
    <message>
        <source>Tiled maps (*.tmx *.tmj *.json);;All files (*)</source>
        <translation>Tiled-Karten (*.tmx *.tmj *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Export as Ima&amp;ge...</source>
        <translation>Als Bil&amp;d exportieren...</translation>
    </message>
    <message>
        <source>Tiled maps (*.tmx);;Tiled JSON maps (*.tmj)</source>
        <translation>Tiled-Karten (*.tmx);;Tiled-JSON-Karten (*.tmj)</translation>
    </message>
    <message>
        <source>E&amp;xport to LDtk...</source>
        <translation>Nach LDtk e&amp;xportieren...</translation>
    </message>
    <message>
        <source>Write the level, or every open level, as one LDtk project</source>
        <translation>Das Level oder alle offenen Level als ein LDtk-Projekt schreiben</translation>
    </message>
    <message>
        <source>%1: Save As writes .maze levels. To write an LDtk project, use File &gt; Export to LDtk.</source>
        <translation>%1: „Speichern unter“ schreibt .maze-Level. Für ein LDtk-Projekt: Datei &gt; Nach LDtk exportieren.</translation>
    </message>
    <message>
        <source>Opened the level of %1.</source>
        <translation>Das Level von %1 geöffnet.</translation>
    </message>
    <message numerus="yes">
        <source>Opened the %n levels of %1.</source>
        <translation>
            <numerusform>Das %n Level von %1 geöffnet.</numerusform>
            <numerusform>Die %n Level von %1 geöffnet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export to LDtk</source>
        <translation>Nach LDtk exportieren</translation>
    </message>
    <message>
        <source>An LDtk project holds several levels. Write every open level into it, or only %1?</source>
        <translation>Ein LDtk-Projekt enthält mehrere Level. Alle offenen Level hineinschreiben oder nur %1?</translation>
    </message>
    <message numerus="yes">
        <source>&amp;All %n Levels</source>
        <translation>
            <numerusform>&amp;Alle %n Level</numerusform>
            <numerusform>&amp;Alle %n Level</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;This Level</source>
        <translation>&amp;Dieses Level</translation>
    </message>
    <message>
        <source>LDtk projects (*.ldtk)</source>
        <translation>LDtk-Projekte (*.ldtk)</translation>
    </message>
    <message>
        <source>Exported the level to %1.</source>
        <translation>Das Level nach %1 exportiert.</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n levels to %1.</source>
        <translation>
            <numerusform>%n Level nach %1 exportiert.</numerusform>
            <numerusform>%n Level nach %1 exportiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Levels, maps and lessons (*.maze *.map *.tmx *.tmj *.json *.ldtk *.lesson);;Mazeworks levels (*.maze);;Moving AI maps (*.map);;Tiled maps (*.tmx *.tmj *.json);;LDtk projects (*.ldtk);;Lessons (*.lesson);;All files (*)</source>
        <translation>Level, Karten und Lektionen (*.maze *.map *.tmx *.tmj *.json *.ldtk *.lesson);;Mazeworks-Level (*.maze);;Moving-AI-Karten (*.map);;Tiled-Karten (*.tmx *.tmj *.json);;LDtk-Projekte (*.ldtk);;Lektionen (*.lesson);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>mazeworks::FileWatcher</name>
    <message>
        <source>%1 was deleted or moved by another program. The level stays open; save it to write it again.</source>
        <translation>%1 wurde von einem anderen Programm gelöscht oder verschoben. Das Level bleibt geöffnet; speichern Sie es, um die Datei neu zu schreiben.</translation>
    </message>
    <message>
        <source>Kept your version of %1; saving it writes over the other program&apos;s.</source>
        <translation>Ihre Version von %1 wurde behalten; beim Speichern wird die des anderen Programms überschrieben.</translation>
    </message>
    <message>
        <source>%1 changed on disk but cannot be read again: %2</source>
        <translation>%1 wurde auf der Festplatte geändert, kann aber nicht neu gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 changed on disk and was reloaded.</source>
        <translation>%1 wurde auf der Festplatte geändert und neu geladen.</translation>
    </message>
    <message>
        <source>Level Changed on Disk</source>
        <translation>Level auf der Festplatte geändert</translation>
    </message>
    <message>
        <source>%1 was changed by another program, and your changes to it are not saved.</source>
        <translation>%1 wurde von einem anderen Programm geändert, und Ihre Änderungen daran sind nicht gespeichert.</translation>
    </message>
    <message>
        <source>Reload it, and lose your changes? Or keep your version, and write it over the other program&apos;s when you save?</source>
        <translation>Neu laden und Ihre Änderungen verlieren? Oder Ihre Version behalten und beim Speichern die des anderen Programms überschreiben?</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Neu laden</translation>
    </message>
    <message>
        <source>Keep My Version</source>
        <translation>Meine Version behalten</translation>
    </message>
</context>
<context>
    <name>mazeworks::FillTool</name>
    <message>
        <source>Fill</source>
        <translation>Füllen</translation>
    </message>
    <message>
        <source>Click to fill the region of equal tiles with the chosen tile.</source>
        <translation>Klicken, um den Bereich gleicher Kacheln mit der gewählten Kachel zu füllen.</translation>
    </message>
</context>
<context>
    <name>mazeworks::FrameExport</name>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation>Der Ordner %1 existiert nicht.</translation>
    </message>
    <message>
        <source>Cannot make the folder %1: is the folder writable?</source>
        <translation>Der Ordner %1 kann nicht angelegt werden: Ist der Ordner beschreibbar?</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>Durchsuchen...</translation>
    </message>
    <message>
        <source>Folder for the Frames</source>
        <translation>Ordner für die Einzelbilder</translation>
    </message>
    <message>
        <source>The frames go into a new folder inside it; nothing there is overwritten.</source>
        <translation>Die Einzelbilder kommen in einen neuen Unterordner; dort wird nichts überschrieben.</translation>
    </message>
    <message>
        <source>pixels</source>
        <translation>Pixel</translation>
    </message>
    <message>
        <source> steps</source>
        <translation> Schritte</translation>
    </message>
    <message>
        <source>every </source>
        <translation>alle </translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>%1 frames written to %2.</source>
        <translation>%1 Einzelbilder in %2 geschrieben.</translation>
    </message>
    <message>
        <source>Cannot Export</source>
        <translation>Export nicht möglich</translation>
    </message>
    <message>
        <source>Cancelled: the %1 frames written so far are in %2.</source>
        <translation>Abgebrochen: Die %1 bisher geschriebenen Einzelbilder liegen in %2.</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Ordner:</translation>
    </message>
    <message>
        <source>Width in pixels</source>
        <translation>Breite in Pixeln</translation>
    </message>
    <message>
        <source>Height in pixels</source>
        <translation>Höhe in Pixeln</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>&amp;Größe:</translation>
    </message>
    <message>
        <source>A &amp;picture:</source>
        <translation>Ein &amp;Bild:</translation>
    </message>
</context>
<context>
    <name>mazeworks::GameSpeech</name>
    <message numerus="yes">
        <source>Ready: level %1, %n life</source>
        <translation>
            <numerusform>Bereit: Level %1, %n Leben</numerusform>
            <numerusform>Bereit: Level %1, %n Leben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ready: level %1, %n lives</source>
        <translation>
            <numerusform>Bereit: Level %1, %n Leben</numerusform>
            <numerusform>Bereit: Level %1, %n Leben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Lost a life, %n life left</source>
        <translation>
            <numerusform>Leben verloren, noch %n Leben</numerusform>
            <numerusform>Leben verloren, noch %n Leben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Lost a life, %n lives left</source>
        <translation>
            <numerusform>Leben verloren, noch %n Leben</numerusform>
            <numerusform>Leben verloren, noch %n Leben</numerusform>
        </translation>
    </message>
    <message>
        <source>Level %1 cleared</source>
        <translation>Level %1 geschafft</translation>
    </message>
    <message>
        <source>Game over, score %1</source>
        <translation>Spiel vorbei, %1 Punkte</translation>
    </message>
    <message numerus="yes">
        <source>Extra life, %n life</source>
        <translation>
            <numerusform>Extraleben, %n Leben</numerusform>
            <numerusform>Extraleben, %n Leben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Extra life, %n lives</source>
        <translation>
            <numerusform>Extraleben, %n Leben</numerusform>
            <numerusform>Extraleben, %n Leben</numerusform>
        </translation>
    </message>
    <message>
        <source>Energizer: the ghosts are blue</source>
        <translation>Kraftpille: die Geister sind blau</translation>
    </message>
    <message>
        <source>Fruit eaten, %1 points</source>
        <translation>Frucht gefressen, %1 Punkte</translation>
    </message>
    <message>
        <source>Ghost eaten: %1, %2 points</source>
        <translation>Geist gefressen: %1, %2 Punkte</translation>
    </message>
    <message numerus="yes">
        <source>%n dot left</source>
        <translation>
            <numerusform>Noch %n Punkt</numerusform>
            <numerusform>Noch %n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dots left</source>
        <translation>
            <numerusform>Noch %n Punkt</numerusform>
            <numerusform>Noch %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>No game. F5 plays the current level.</source>
        <translation>Kein Spiel. F5 spielt das aktuelle Level.</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>bereit</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>caught</source>
        <translation>gefangen</translation>
    </message>
    <message>
        <source>level cleared</source>
        <translation>Level geschafft</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>pausiert</translation>
    </message>
    <message>
        <source>replay, %1</source>
        <translation>Wiederholung, %1</translation>
    </message>
    <message numerus="yes">
        <source>Score %1, %n life, level %2, %3</source>
        <translation>
            <numerusform>Punkte %1, %n Leben, Level %2, %3</numerusform>
            <numerusform>Punkte %1, %n Leben, Level %2, %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score %1, %n lives, level %2, %3</source>
        <translation>
            <numerusform>Punkte %1, %n Leben, Level %2, %3</numerusform>
            <numerusform>Punkte %1, %n Leben, Level %2, %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazeworks::GenerateDock</name>
    <message>
        <source>Generate</source>
        <translation>Generieren</translation>
    </message>
    <message>
        <source>Dungeon &amp;Generator</source>
        <translation>Dungeon-&amp;Generator</translation>
    </message>
    <message>
        <source>Show the Generate panel: watch a dungeon being made, step by step</source>
        <translation>Das Bedienfeld „Generieren“ anzeigen: zusehen, wie ein Dungeon Schritt für Schritt entsteht</translation>
    </message>
    <message>
        <source>&amp;New Dungeon</source>
        <translation>&amp;Neuer Dungeon</translation>
    </message>
    <message>
        <source>Make a dungeon from these settings and watch it being made</source>
        <translation>Einen Dungeon mit diesen Einstellungen erzeugen und beim Entstehen zusehen</translation>
    </message>
    <message>
        <source>Back to the first step, same settings and seed</source>
        <translation>Zurück zum ersten Schritt, mit denselben Einstellungen und demselben Startwert</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>&amp;Schritt</translation>
    </message>
    <message>
        <source>One step of the generator</source>
        <translation>Ein Schritt des Generators</translation>
    </message>
    <message>
        <source>Next &amp;Phase</source>
        <translation>Nächste P&amp;hase</translation>
    </message>
    <message>
        <source>Steps to the end of this phase</source>
        <translation>Schritte bis zum Ende dieser Phase</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Abspielen</translation>
    </message>
    <message>
        <source>Steps at the chosen speed, or pause</source>
        <translation>Im gewählten Tempo Schritt für Schritt ablaufen lassen, oder anhalten</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>Zum &amp;Ende</translation>
    </message>
    <message>
        <source>Every step to the end, as fast as it goes</source>
        <translation>Alle Schritte bis zum Ende, so schnell es geht</translation>
    </message>
    <message>
        <source>E&amp;xplore</source>
        <translation>E&amp;rkunden</translation>
    </message>
    <message>
        <source>An explorer walks the finished dungeon from room to room, to the rooms it has not seen first</source>
        <translation>Ein Erkunder läuft von Raum zu Raum durch den fertigen Dungeon, zuerst zu den Räumen, die er noch nicht gesehen hat</translation>
    </message>
    <message>
        <source>Explorer S&amp;tep</source>
        <translation>Erkunder-Schri&amp;tt</translation>
    </message>
    <message>
        <source>The explorer walks to one more room</source>
        <translation>Der Erkunder geht einen Raum weiter</translation>
    </message>
    <message>
        <source>The explorer starts again, nothing visited</source>
        <translation>Der Erkunder beginnt von vorn, noch nichts ist besucht</translation>
    </message>
    <message>
        <source>&amp;Use as Level</source>
        <translation>Als &amp;Level verwenden</translation>
    </message>
    <message>
        <source>The finished dungeon as a new level, ready to edit, save and play</source>
        <translation>Der fertige Dungeon als neues Level, bereit zum Bearbeiten, Speichern und Spielen</translation>
    </message>
    <message>
        <source>Export Picture as &amp;Image...</source>
        <translation>Bild e&amp;xportieren...</translation>
    </message>
    <message>
        <source>The picture as it is on screen, with its caption, as a PNG file</source>
        <translation>Das Bild wie auf dem Bildschirm, mit Bildunterschrift, als PNG-Datei</translation>
    </message>
    <message>
        <source>Every step of this dungeon as a numbered PNG picture, for a video or a slide show</source>
        <translation>Jeder Schritt dieses Dungeons als nummeriertes PNG-Bild, für ein Video oder eine Diashow</translation>
    </message>
    <message>
        <source>The generator alone on the screen with large type, for a class; Esc to come back</source>
        <translation>Nur der Generator auf dem Bildschirm, in großer Schrift, für den Unterricht; Esc kehrt zurück</translation>
    </message>
    <message>
        <source>Show &amp;Caption</source>
        <translation>Bild&amp;unterschrift anzeigen</translation>
    </message>
    <message>
        <source>The sentence that says what the step did</source>
        <translation>Der Satz, der beschreibt, was der Schritt getan hat</translation>
    </message>
    <message>
        <source>Show &amp;Legend</source>
        <translation>Legen&amp;de anzeigen</translation>
    </message>
    <message>
        <source>What the colours and lines of the picture mean</source>
        <translation>Was die Farben und Linien des Bildes bedeuten</translation>
    </message>
    <message>
        <source>Spee&amp;d:</source>
        <translation>Temp&amp;o:</translation>
    </message>
    <message>
        <source>%1 steps a second</source>
        <translation>%1 Schritte pro Sekunde</translation>
    </message>
    <message>
        <source>The seed is a whole number from 0 to %1.</source>
        <translation>Der Startwert ist eine ganze Zahl von 0 bis %1.</translation>
    </message>
    <message>
        <source>Seed %1 copied.</source>
        <translation>Startwert %1 kopiert.</translation>
    </message>
    <message>
        <source>The clipboard holds no seed: a seed is a whole number from 0 to %1.</source>
        <translation>Die Zwischenablage enthält keinen Startwert: Ein Startwert ist eine ganze Zahl von 0 bis %1.</translation>
    </message>
    <message>
        <source>The dungeon cannot be made: %1.</source>
        <translation>Der Dungeon kann nicht erzeugt werden: %1.</translation>
    </message>
    <message>
        <source>This dungeon cannot be made:
%1.
Change the settings and press New Dungeon.</source>
        <translation>Dieser Dungeon kann nicht erzeugt werden:
%1.
Ändern Sie die Einstellungen und klicken Sie auf „Neuer Dungeon“.</translation>
    </message>
    <message>
        <source>full speed</source>
        <translation>volle Geschwindigkeit</translation>
    </message>
    <message>
        <source>1 step a second</source>
        <translation>1 Schritt pro Sekunde</translation>
    </message>
    <message>
        <source>Room %1 · %2 of %3 rooms visited · %4 moves · %5 unvisited · %6 remembered</source>
        <translation>Raum %1 · %2 von %3 Räumen besucht · %4 Züge · %5 unbesucht · %6 gemerkt</translation>
    </message>
    <message>
        <source>Dungeon %1</source>
        <translation>Dungeon %1</translation>
    </message>
    <message>
        <source>The dungeon is a level now, in its own tab: edit it, save it, play it.</source>
        <translation>Der Dungeon ist jetzt ein Level in einem eigenen Tab: Bearbeiten, speichern und spielen Sie es.</translation>
    </message>
    <message>
        <source>dungeon %1 step %2.png</source>
        <translation>Dungeon %1 Schritt %2.png</translation>
    </message>
    <message>
        <source>Export Picture as Image</source>
        <translation>Bild exportieren</translation>
    </message>
    <message>
        <source>Cannot Export</source>
        <translation>Export nicht möglich</translation>
    </message>
    <message>
        <source>The picture is in %1.</source>
        <translation>Das Bild wurde als %1 gespeichert.</translation>
    </message>
    <message>
        <source>An export of frames is already under way.</source>
        <translation>Ein Export von Einzelbildern läuft bereits.</translation>
    </message>
    <message>
        <source>Export the Run as Frames</source>
        <translation>Ablauf als Einzelbilder exportieren</translation>
    </message>
    <message>
        <source>Pictures in between two steps while the rooms move, for a smooth video</source>
        <translation>Zwischenbilder zwischen zwei Schritten, während sich die Räume bewegen, für ein flüssiges Video</translation>
    </message>
    <message>
        <source>The run of seed %1 from its first step: %2 steps.</source>
        <translation>Der Ablauf von Startwert %1 ab dem ersten Schritt: %2 Schritte.</translation>
    </message>
    <message>
        <source>all the</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>Writing the frames of seed %1...</source>
        <translation>Einzelbilder von Startwert %1 werden geschrieben...</translation>
    </message>
    <message>
        <source>R&amp;estart</source>
        <translation>&amp;Von vorn</translation>
    </message>
    <message>
        <source>Explorer &amp;Back to the Start</source>
        <translation>Erkunder &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>Export the Run as Fra&amp;mes...</source>
        <translation>Ablauf als Einzel&amp;bilder exportieren...</translation>
    </message>
    <message>
        <source>Presentati&amp;on</source>
        <translation>Präsentat&amp;ion</translation>
    </message>
    <message>
        <source>P&amp;ause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>Step or Run to watch the dungeon being made</source>
        <translation>Schritt oder Abspielen, um zuzusehen, wie der Dungeon entsteht</translation>
    </message>
    <message>
        <source>Step (%1) or Run (%2) to watch the dungeon being made</source>
        <translation>Schritt (%1) oder Abspielen (%2), um zuzusehen, wie der Dungeon entsteht</translation>
    </message>
    <message>
        <source>Once the dungeon is finished, the explorer can walk it.</source>
        <translation>Sobald der Dungeon fertig ist, kann der Entdecker ihn ablaufen.</translation>
    </message>
    <message>
        <source>From one step a second to as fast as it goes; up to a step a frame, rooms glide between steps. For the explorer of a finished dungeon, its time against ours: 1× (a second in each room, six tiles a second along the corridors) where the generator makes ten steps a second</source>
        <translation>Von einem Schritt pro Sekunde bis so schnell es geht; bis zu einem Schritt pro Bild gleiten die Räume zwischen den Schritten. Für den Erkunder eines fertigen Dungeons seine Zeit gegenüber unserer: 1× (eine Sekunde in jedem Raum, sechs Kacheln pro Sekunde durch die Gänge) dort, wo der Generator zehn Schritte pro Sekunde macht</translation>
    </message>
    <message>
        <source>explorer at full speed</source>
        <translation>Erkunder mit voller Geschwindigkeit</translation>
    </message>
    <message>
        <source>explorer at %1×</source>
        <translation>Erkunder mit %1×</translation>
    </message>
    <message>
        <source>Step Bac&amp;k</source>
        <translation>Schritt zurüc&amp;k</translation>
    </message>
    <message>
        <source>Back to the step before: the dungeon as it was then</source>
        <translation>Zurück zum Schritt davor: der Dungeon, wie er damals war</translation>
    </message>
    <message>
        <source>Explorer Step Back</source>
        <translation>Entdecker: Schritt zurück</translation>
    </message>
    <message>
        <source>The explorer back in the room before its last move, as it was then</source>
        <translation>Der Entdecker zurück im Raum vor seinem letzten Zug, wie es damals war</translation>
    </message>
    <message>
        <source>Explorer&apos;s moves</source>
        <translation>Züge des Erkunders</translation>
    </message>
    <message>
        <source>In &amp;between:</source>
        <translation>&amp;Zwischenbilder:</translation>
    </message>
</context>
<context>
    <name>mazeworks::GeneratorLegend</name>
    <message>
        <source>room</source>
        <translation>Raum</translation>
    </message>
    <message>
        <source>room of this step</source>
        <translation>Raum dieses Schritts</translation>
    </message>
    <message>
        <source>overlapping</source>
        <translation>überlappend</translation>
    </message>
    <message>
        <source>pushed farthest</source>
        <translation>am weitesten geschoben</translation>
    </message>
    <message>
        <source>pushing it</source>
        <translation>schiebt ihn</translation>
    </message>
    <message>
        <source>push (zoom in)</source>
        <translation>Schub (hineinzoomen)</translation>
    </message>
    <message>
        <source>room on whole tiles</source>
        <translation>Raum auf ganzen Kacheln</translation>
    </message>
    <message>
        <source>where it stood</source>
        <translation>vorherige Lage</translation>
    </message>
    <message>
        <source>neighbours</source>
        <translation>Nachbarn</translation>
    </message>
    <message>
        <source>tree edge</source>
        <translation>Baumkante</translation>
    </message>
    <message>
        <source>edge of this step</source>
        <translation>Kante dieses Schritts</translation>
    </message>
    <message>
        <source>loop candidate</source>
        <translation>Schleifenkandidat</translation>
    </message>
    <message>
        <source>sets of joined rooms</source>
        <translation>Mengen verbundener Räume</translation>
    </message>
    <message>
        <source>corridor of this step</source>
        <translation>Gang dieses Schritts</translation>
    </message>
    <message>
        <source>tree edge to dig</source>
        <translation>zu grabende Baumkante</translation>
    </message>
    <message>
        <source>loop to dig</source>
        <translation>zu grabende Schleife</translation>
    </message>
    <message>
        <source>dropped</source>
        <translation>verworfen</translation>
    </message>
    <message>
        <source>visited</source>
        <translation>besucht</translation>
    </message>
    <message>
        <source>unvisited, or forgotten after %1 s</source>
        <translation>unbesucht oder nach %1 s vergessen</translation>
    </message>
    <message>
        <source>visited in the last %1 s</source>
        <translation>in den letzten %1 s besucht</translation>
    </message>
    <message>
        <source>explorer: rests %1 s in a room, walks %2 tiles a second</source>
        <translation>Erkunder: rastet %1 s je Raum, geht %2 Kacheln/s</translation>
    </message>
</context>
<context>
    <name>mazeworks::GeneratorText</name>
    <message>
        <source>Room %1 is dropped at (%2, %3), %4 x %5 tiles</source>
        <extracomment>%1 room number; %2, %3 column and row; %4 x %5 its size in tiles.</extracomment>
        <translation>Raum %1 wird bei (%2, %3) abgelegt, %4 x %5 Kacheln</translation>
    </message>
    <message>
        <source>Room %1 is placed at (%2, %3) after %4 rejected tries</source>
        <extracomment>%1 room number; %2, %3 column and row; %4 places thrown away first.</extracomment>
        <translation>Raum %1 wird nach %4 verworfenen Versuchen bei (%2, %3) platziert</translation>
    </message>
    <message>
        <source>Room %1 finds no free place in %2 tries and stays where the last one fell</source>
        <translation>Raum %1 findet in %2 Versuchen keinen freien Platz und bleibt, wo ihn der letzte Versuch hingesetzt hat</translation>
    </message>
    <message>
        <source>Room %1 is pushed away from room %2; %3 rooms still move</source>
        <extracomment>%1 the room pushed, %2 the room pushing it, %3 rooms that moved in this step.</extracomment>
        <translation>Raum %1 wird von Raum %2 weggeschoben; %3 Räume bewegen sich noch</translation>
    </message>
    <message>
        <source>Room %1 is pushed away from rooms %2 and %3; %4 rooms still move</source>
        <translation>Raum %1 wird von den Räumen %2 und %3 weggeschoben; %4 Räume bewegen sich noch</translation>
    </message>
    <message>
        <source>Room %1 is pushed away from rooms %2, %3 and %4 more; %5 rooms still move</source>
        <extracomment>%4 is how many more rooms push it besides rooms %2 and %3.</extracomment>
        <translation>Raum %1 wird von den Räumen %2, %3 und %4 weiteren weggeschoben; %5 Räume bewegen sich noch</translation>
    </message>
    <message>
        <source>No two rooms overlap any more, after %1 steps</source>
        <translation>Nach %1 Schritten überlappen sich keine zwei Räume mehr</translation>
    </message>
    <message>
        <source>The rooms snap to whole tiles; snapping made %1 overlaps</source>
        <translation>Die Räume rasten auf ganzen Kacheln ein; dabei sind %1 Überlappungen entstanden</translation>
    </message>
    <message>
        <source>Rooms that snapping pushed together are parted; %1 overlaps left</source>
        <translation>Räume, die beim Einrasten zusammengerückt sind, werden getrennt; %1 Überlappungen bleiben</translation>
    </message>
    <message>
        <source>%1 pairs of the %2 rooms are neighbours: close walls with room for a door</source>
        <translation>%1 Paare der %2 Räume sind Nachbarn: nahe Wände mit Platz für eine Tür</translation>
    </message>
    <message>
        <source>Room %1 reaches its neighbour, room %2</source>
        <translation>Raum %1 erreicht seinen Nachbarn, Raum %2</translation>
    </message>
    <message>
        <source>%1 neighbour pairs are left over as loop candidates; %2 of them get a door</source>
        <translation>%1 Nachbarpaare bleiben als Schleifenkandidaten übrig; %2 davon bekommen eine Tür</translation>
    </message>
    <message>
        <source>Room %2 joins the tree through room %1, %3 tenths of a tile between centres</source>
        <extracomment>%1 the room already in the tree, %2 the room that joins, %3 the distance in tenths of a tile.</extracomment>
        <translation>Raum %2 kommt über Raum %1 zum Baum hinzu, %3 Zehntelkacheln zwischen den Mittelpunkten</translation>
    </message>
    <message>
        <source>The %1 shortest edges outside the tree will make loops</source>
        <translation>Die %1 kürzesten Kanten außerhalb des Baums werden Schleifen bilden</translation>
    </message>
    <message>
        <source>A door joins rooms %1 and %2 through %3 tiles of wall</source>
        <translation>Eine Tür verbindet die Räume %1 und %2 durch %3 Wandkacheln</translation>
    </message>
    <message>
        <source>A straight corridor of %3 tiles joins rooms %1 and %2</source>
        <translation>Ein gerader Gang aus %3 Kacheln verbindet die Räume %1 und %2</translation>
    </message>
    <message>
        <source>An L-shaped corridor of %3 tiles joins rooms %1 and %2</source>
        <translation>Ein L-förmiger Gang aus %3 Kacheln verbindet die Räume %1 und %2</translation>
    </message>
    <message>
        <source>A Z-shaped corridor of %3 tiles joins rooms %1 and %2</source>
        <translation>Ein Z-förmiger Gang aus %3 Kacheln verbindet die Räume %1 und %2</translation>
    </message>
    <message>
        <source>No corridor from room %1 to room %2 misses the other rooms</source>
        <translation>Jeder Gang von Raum %1 zu Raum %2 würde andere Räume treffen</translation>
    </message>
    <message>
        <source>A tunnel of %3 tiles joins rooms %1 and %2; their sets merge, %4 sets left</source>
        <translation>Ein Tunnel aus %3 Kacheln verbindet die Räume %1 und %2; ihre Mengen verschmelzen, %4 Mengen bleiben</translation>
    </message>
    <message>
        <source>A tunnel of %3 tiles joins rooms %1 and %2, already one set: a loop</source>
        <translation>Ein Tunnel aus %3 Kacheln verbindet die Räume %1 und %2, die schon eine Menge sind: eine Schleife</translation>
    </message>
    <message>
        <source>No joined room is large enough for the ghosts&apos; house: start again with new rooms, try %1</source>
        <translation>Kein verbundener Raum ist groß genug für das Geisterhaus: Neubeginn mit neuen Räumen, Versuch %1</translation>
    </message>
    <message>
        <source>%1 rooms could not be joined and are dropped</source>
        <translation>%1 Räume ließen sich nicht verbinden und werden verworfen</translation>
    </message>
    <message>
        <source>Rooms and corridors become tiles: %1 floor tiles</source>
        <translation>Räume und Gänge werden zu Kacheln: %1 Bodenkacheln</translation>
    </message>
    <message>
        <source>The ghosts&apos; house stands in room %1</source>
        <translation>Das Geisterhaus steht in Raum %1</translation>
    </message>
    <message>
        <source>The muncher, the ghosts and the fruit take their places, with %1 dots and %2 energizers</source>
        <translation>Muncher, Geister und Frucht nehmen ihre Plätze ein, dazu kommen %1 Punkte und %2 Kraftpillen</translation>
    </message>
    <message>
        <source>The dungeon cannot be made</source>
        <translation>Der Dungeon kann nicht erzeugt werden</translation>
    </message>
    <message>
        <source>a dungeon has 1 to %1 rooms</source>
        <translation>ein Dungeon hat 1 bis %1 Räume</translation>
    </message>
    <message>
        <source>a map is %1 to %2 tiles wide and high</source>
        <translation>eine Karte ist %1 bis %2 Kacheln breit und hoch</translation>
    </message>
    <message>
        <source>a room is 1 to %1 tiles a side, the smallest size no larger than the largest</source>
        <translation>ein Raum hat 1 bis %1 Kacheln Seitenlänge, die kleinste Größe nicht größer als die größte</translation>
    </message>
    <message>
        <source>loops is a fraction from 0 to 1</source>
        <translation>der Wert für Schleifen ist ein Anteil von 0 bis 1</translation>
    </message>
    <message>
        <source>rooms keep 1 to %1 walls between them</source>
        <translation>zwischen Räumen liegen 1 bis %1 Wandkacheln</translation>
    </message>
    <message>
        <source>a door is at least 1 tile wide and walls close enough are at least 1 tile thick</source>
        <translation>eine Tür ist mindestens 1 Kachel breit, und nahe genug liegende Wände sind mindestens 1 Kachel dick</translation>
    </message>
    <message>
        <source>%1 rooms need at least %2 tiles with the walls between them, but a %3 x %4 map has %5 inside its border</source>
        <extracomment>%1 rooms, %2 tiles they need, %3 x %4 the map, %5 tiles inside its border.</extracomment>
        <translation>%1 Räume brauchen mit den Wänden dazwischen mindestens %2 Kacheln, aber eine Karte von %3 x %4 hat innerhalb ihres Rands nur %5</translation>
    </message>
    <message>
        <source>the rooms still overlap after %1 separation steps (%2 pairs): %3 rooms need a larger map than %4 x %5</source>
        <translation>die Räume überlappen sich nach %1 Trennungsschritten noch immer (%2 Paare): %3 Räume brauchen eine größere Karte als %4 x %5</translation>
    </message>
    <message>
        <source>the rooms are jammed against the border with %1 pairs overlapping: %2 rooms need a larger map than %3 x %4</source>
        <translation>die Räume sind gegen den Rand gedrängt, %1 Paare überlappen sich: %2 Räume brauchen eine größere Karte als %3 x %4</translation>
    </message>
    <message>
        <source>after %1 tries no joined room is large enough for the ghosts&apos; house (%2 x %3 tiles)</source>
        <translation>nach %1 Versuchen ist kein verbundener Raum groß genug für das Geisterhaus (%2 x %3 Kacheln)</translation>
    </message>
    <message>
        <source>Placing rooms</source>
        <translation>Räume platzieren</translation>
    </message>
    <message>
        <source>Separating</source>
        <translation>Trennen</translation>
    </message>
    <message>
        <source>Snapping to the grid</source>
        <translation>Am Raster einrasten</translation>
    </message>
    <message>
        <source>Linking</source>
        <translation>Verknüpfen</translation>
    </message>
    <message>
        <source>Digging</source>
        <translation>Graben</translation>
    </message>
    <message>
        <source>Making tiles</source>
        <translation>Kacheln erzeugen</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Rooms of random sizes are put on the map, one a step</source>
        <translation>Räume zufälliger Größe kommen auf die Karte, einer pro Schritt</translation>
    </message>
    <message>
        <source>Rooms that overlap push each other away, as birds in a flock keep their distance</source>
        <translation>Räume, die sich überlappen, schieben einander weg, so wie Vögel im Schwarm Abstand halten</translation>
    </message>
    <message>
        <source>Every room moves to the nearest whole tile</source>
        <translation>Jeder Raum rückt auf die nächste ganze Kachel</translation>
    </message>
    <message>
        <source>A tree joins every room: each step adds one edge; a few edges more will make loops</source>
        <translation>Ein Baum verbindet alle Räume: Jeder Schritt fügt eine Kante hinzu; ein paar zusätzliche Kanten bilden Schleifen</translation>
    </message>
    <message>
        <source>Corridors are dug one by one; rooms joined share a colour (a set of the union-find)</source>
        <translation>Gänge werden einer nach dem anderen gegraben; verbundene Räume haben dieselbe Farbe (eine Menge der Union-Find-Struktur)</translation>
    </message>
    <message>
        <source>Rooms and corridors become tiles; the ghosts&apos; house, the muncher and the food go in</source>
        <translation>Räume und Gänge werden zu Kacheln; Geisterhaus, Muncher und Futter kommen hinein</translation>
    </message>
    <message>
        <source>A playable level: use it as a level to edit and play it</source>
        <translation>Ein spielbares Level: „Als Level verwenden“, um es zu bearbeiten und zu spielen</translation>
    </message>
    <message>
        <source>The dungeon cannot be made with these settings</source>
        <translation>Mit diesen Einstellungen kann der Dungeon nicht erzeugt werden</translation>
    </message>
    <message>
        <source>Scatter</source>
        <translation>Streuen</translation>
    </message>
    <message>
        <source>Spread</source>
        <translation>Verteilen</translation>
    </message>
    <message>
        <source>Neighbours</source>
        <translation>Nachbarn</translation>
    </message>
    <message>
        <source>Tree</source>
        <translation>Baum</translation>
    </message>
    <message>
        <source>Tunnels</source>
        <translation>Tunnel</translation>
    </message>
    <message>
        <source>step %1 · %2 rooms moving · %3 overlaps · %4 sets · %5 tree edges · %6 corridor tiles · try %7</source>
        <extracomment>The figures under an exported picture of the generator.</extracomment>
        <translation>Schritt %1 · %2 bewegte Räume · %3 Überlappungen · %4 Mengen · %5 Baumkanten · %6 Gangkacheln · Versuch %7</translation>
    </message>
    <message>
        <source>Room %1 finds no free place in %2 tries and is left out</source>
        <extracomment>%1 the room&apos;s number among those made; %2 places tried.</extracomment>
        <translation>Raum %1 findet in %2 Versuchen keinen freien Platz und wird weggelassen</translation>
    </message>
    <message>
        <source>after %1 starts with new rooms, no set of rooms could be joined by tunnels</source>
        <translation>nach %1 Anläufen mit neuen Räumen ließ sich keine Menge von Räumen durch Tunnel verbinden</translation>
    </message>
    <message>
        <source>The rooms do not fit the map: room %1 is left out and the other %2 are pushed apart again</source>
        <extracomment>%1 the room left out, %2 the rooms that are pushed apart again without it.</extracomment>
        <translation>Die Räume passen nicht auf die Karte: Raum %1 wird weggelassen, die übrigen %2 werden erneut auseinandergeschoben</translation>
    </message>
    <message>
        <source>A corridor of %3 tiles with a double jog joins rooms %1 and %2</source>
        <translation>Ein Gang von %3 Kacheln mit doppeltem Versatz verbindet die Räume %1 und %2</translation>
    </message>
    <message>
        <source>No straight or one-bend tunnel fits between rooms %1 and %2 (%3 tries in a row without a tunnel)</source>
        <translation>Kein gerader Tunnel und keiner mit einer Biegung passt zwischen die Räume %1 und %2 (%3 Versuche in Folge ohne Tunnel)</translation>
    </message>
    <message>
        <source>%1 tries in a row found no tunnel and the rooms are still apart: start again with new rooms, try %2</source>
        <translation>%1 Versuche in Folge fanden keinen Tunnel, und die Räume sind noch getrennt: Neubeginn mit neuen Räumen, Versuch %2</translation>
    </message>
</context>
<context>
    <name>mazeworks::GoToLine</name>
    <message>
        <source>&amp;Go to Line and Column...</source>
        <translation>&amp;Gehe zu Zeile und Spalte...</translation>
    </message>
    <message>
        <source>Selects the tile at a line and column of the level&apos;s text, and shows the line</source>
        <translation>Wählt die Kachel an einer Zeile und Spalte des Level-Texts und zeigt die Zeile</translation>
    </message>
</context>
<context>
    <name>mazeworks::GoToLineDialog</name>
    <message>
        <source>Go to Line and Column</source>
        <translation>Gehe zu Zeile und Spalte</translation>
    </message>
    <message>
        <source>&amp;Line:column</source>
        <translation>&amp;Zeile:Spalte</translation>
    </message>
    <message numerus="yes">
        <source>The level&apos;s text has %n line(s).</source>
        <translation>
            <numerusform>Der Text des Levels hat %n Zeile.</numerusform>
            <numerusform>Der Text des Levels hat %n Zeilen.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>&amp;Los</translation>
    </message>
    <message>
        <source>Write a line, or a line and a column, as numbers: 12 or 12:5.</source>
        <translation>Eine Zeile oder eine Zeile und eine Spalte als Zahlen angeben: 12 oder 12:5.</translation>
    </message>
    <message>
        <source>There is no line %1: the text has lines 1 to %2.</source>
        <translation>Es gibt keine Zeile %1: der Text hat die Zeilen 1 bis %2.</translation>
    </message>
    <message>
        <source>Line %1 has no column %2: its columns are 1 to %3.</source>
        <translation>Zeile %1 hat keine Spalte %2: ihre Spalten sind 1 bis %3.</translation>
    </message>
</context>
<context>
    <name>mazeworks::Handout</name>
    <message>
        <source>%1 tiles settled, %2 in the open list</source>
        <translation>%1 Kacheln abgeschlossen, %2 in der offenen Liste</translation>
    </message>
    <message>
        <source>The way: %1 steps, cost %2</source>
        <translation>Der Weg: %1 Schritte, Kosten %2</translation>
    </message>
    <message>
        <source>No way to the goal</source>
        <translation>Kein Weg zum Ziel</translation>
    </message>
    <message>
        <source>Pseudocode</source>
        <translation>Pseudocode</translation>
    </message>
    <message>
        <source>Open list (%1)</source>
        <translation>Offene Liste (%1)</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Kachel</translation>
    </message>
    <message>
        <source>and %1 more</source>
        <translation>und %1 weitere</translation>
    </message>
    <message>
        <source>%1 rooms, %2 links, %3 corridors</source>
        <translation>%1 Räume, %2 Verbindungen, %3 Gänge</translation>
    </message>
    <message>
        <source>Slide %1 of %2</source>
        <translation>Folie %1 von %2</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <source>Step %1, the end</source>
        <translation>Schritt %1, das Ende</translation>
    </message>
</context>
<context>
    <name>mazeworks::HelpActions</name>
    <message>
        <source>&amp;Keyboard Shortcuts...</source>
        <translation>&amp;Tastenkürzel...</translation>
    </message>
    <message>
        <source>&amp;About Mazeworks</source>
        <translation>Ü&amp;ber Mazeworks</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Find a key or an action</source>
        <translation>Eine Taste oder eine Aktion suchen</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Taste</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <source>About Mazeworks</source>
        <translation>Über Mazeworks</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Mazeworks %1&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Mazeworks %1&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>A workshop for tile mazes and generated dungeons: paint a maze and see its mistakes at once, step through the searches and the dungeon generator in front of a class, play a level and let the computer pilot test it.</source>
        <translation>Eine Werkstatt für Kachel-Labyrinthe und erzeugte Dungeons: ein Labyrinth malen und seine Fehler sofort sehen, die Suchen und den Dungeon-Generator vor einer Klasse Schritt für Schritt zeigen, ein Level spielen und vom Computerpiloten testen lassen.</translation>
    </message>
    <message>
        <source>User &amp;Manual</source>
        <translation>&amp;Handbuch</translation>
    </message>
    <message>
        <source>User Manual</source>
        <translation>Handbuch</translation>
    </message>
    <message>
        <source>The user manual is not installed beside this copy of Mazeworks.</source>
        <translation>Das Handbuch ist bei dieser Mazeworks-Installation nicht vorhanden.</translation>
    </message>
    <message>
        <source>No program to show %1 could be started. Open it in a web browser.</source>
        <translation>Kein Programm zum Anzeigen von %1 konnte gestartet werden. Öffnen Sie es in einem Webbrowser.</translation>
    </message>
</context>
<context>
    <name>mazeworks::ImportReport</name>
    <message>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>Imported from Tiled</source>
        <translation>Aus Tiled importiert</translation>
    </message>
    <message>
        <source>%1 becomes a level. Before it opens: what the map has that a maze has no place for, left out, and how the import decided where a rule had to choose.</source>
        <translation>%1 wird zu einem Level. Bevor es sich öffnet: was die Karte enthält, wofür ein Labyrinth keinen Platz hat und was darum weggelassen wird, und wie der Import entschieden hat, wo eine Regel wählen musste.</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <source>&amp;Open Level</source>
        <translation>Level ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Left out and decided</source>
        <translation>Ausgelassen und entschieden</translation>
    </message>
</context>
<context>
    <name>mazeworks::KeyBindingsDialog</name>
    <message>
        <source>Keys of the Game</source>
        <translation>Tastenbelegung</translation>
    </message>
    <message>
        <source>Click a box, then press the key that should steer the muncher that way.</source>
        <translation>Klicken Sie in ein Feld und drücken Sie dann die Taste, die den Muncher in diese Richtung steuern soll.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Way&lt;/b&gt;</source>
        <translation>&lt;b&gt;Richtung&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Key&lt;/b&gt;</source>
        <translation>&lt;b&gt;Taste&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Other key&lt;/b&gt;</source>
        <translation>&lt;b&gt;Weitere Taste&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Click, then press the key; Backspace leaves it empty</source>
        <translation>Klicken, dann die Taste drücken; die Rücktaste lässt das Feld leer</translation>
    </message>
    <message>
        <source>%1 steers both %2 and %3: give it to one way only.</source>
        <translation>%1 steuert sowohl „%2“ als auch „%3“: Weisen Sie die Taste nur einer Richtung zu.</translation>
    </message>
    <message>
        <source>Every way needs a key.</source>
        <translation>Jede Richtung braucht eine Taste.</translation>
    </message>
</context>
<context>
    <name>mazeworks::KeyField</name>
    <message>
        <source>Press a key...</source>
        <translation>Taste drücken...</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
</context>
<context>
    <name>mazeworks::KeyTable</name>
    <message>
        <source>%1 panel, and on the map</source>
        <translation>Bedienfeld %1, und auf der Karte</translation>
    </message>
    <message>
        <source>%1 panel</source>
        <translation>Bedienfeld %1</translation>
    </message>
    <message>
        <source>the play view</source>
        <translation>die Spielansicht</translation>
    </message>
    <message>
        <source>the map</source>
        <translation>die Karte</translation>
    </message>
</context>
<context>
    <name>mazeworks::Ldtk</name>
    <message>
        <source>this is not JSON: %1</source>
        <extracomment>%1: what the JSON reader says is wrong.</extracomment>
        <translation>das ist kein JSON: %1</translation>
    </message>
    <message>
        <source>an LDtk project is a JSON object, this is not one</source>
        <translation>ein LDtk-Projekt ist ein JSON-Objekt, dies ist keins</translation>
    </message>
    <message>
        <source>this is not an LDtk project: it has no &quot;jsonVersion&quot;</source>
        <translation>das ist kein LDtk-Projekt: es hat keine &quot;jsonVersion&quot;</translation>
    </message>
    <message>
        <source>the project was written by LDtk %1; projects of LDtk 1.0 and later are read: open it in a newer LDtk and save it</source>
        <extracomment>%1: the version the file says it is.</extracomment>
        <translation>das Projekt wurde von LDtk %1 geschrieben; gelesen werden Projekte ab LDtk 1.0: öffnen Sie es in einem neueren LDtk und speichern Sie es</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2 is not %3</source>
        <extracomment>%1: the name of a field of the file; %2: what it holds, as the file spells it; %3: what it should be.</extracomment>
        <translation>&quot;%1&quot;: %2 ist nicht %3</translation>
    </message>
    <message>
        <source>the project has no level</source>
        <translation>das Projekt hat kein Level</translation>
    </message>
    <message>
        <source>the level&apos;s file %1 cannot be read: %2</source>
        <extracomment>%1: a file&apos;s name; %2: why it cannot be read.</extracomment>
        <translation>die Datei %1 des Levels kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not an LDtk level: %2</source>
        <extracomment>%1: a file&apos;s name; %2: what is wrong with it.</extracomment>
        <translation>%1 ist kein LDtk-Level: %2</translation>
    </message>
    <message>
        <source>the level is %1 x %2 tiles; a maze is 1 to %3 tiles wide and high</source>
        <translation>das Level ist %1 x %2 Kacheln groß; ein Labyrinth ist 1 bis %3 Kacheln breit und hoch</translation>
    </message>
    <message>
        <source>&quot;__gridSize&quot;: %1 is not a size of a cell in pixels (1 to %2)</source>
        <translation>&quot;__gridSize&quot;: %1 ist keine Zellgröße in Pixeln (1 bis %2)</translation>
    </message>
    <message>
        <source>the level has no IntGrid layer shown, so nothing says where its walls are</source>
        <translation>das Level hat keine sichtbare IntGrid-Ebene, also sagt nichts, wo seine Wände sind</translation>
    </message>
    <message>
        <source>&quot;intGridCsv&quot; has %1 values, not the %4 of %2 x %3 cells</source>
        <extracomment>%1: the values the layer&apos;s data has; %2 x %3: the layer&apos;s size in cells; %4: its cells.</extracomment>
        <translation>&quot;intGridCsv&quot; hat %1 Werte, nicht die %4 von %2 x %3 Zellen</translation>
    </message>
    <message>
        <source>the IntGrid layers hold more than %1 cells in all</source>
        <translation>die IntGrid-Ebenen enthalten zusammen mehr als %1 Zellen</translation>
    </message>
    <message>
        <source>value %1 &quot;%2&quot; is no kind of tile (%3 tiles): in LDtk, name the value wall, dot, energizer, floor, tunnel, door or house, or give its kind</source>
        <extracomment>%1: the value&apos;s number; %2: its identifier, or its number when it has none; %3: how many tiles of the level have it.</extracomment>
        <translation>Wert %1 &quot;%2&quot; ist keine Kachelart (%3 Kacheln): benennen Sie den Wert in LDtk wall, dot, energizer, floor, tunnel, door oder house, oder geben Sie seine Art an</translation>
    </message>
    <message>
        <source>it lies at x %1, y %2, far outside any level</source>
        <extracomment>%1, %2: the entity&apos;s position in pixels.</extracomment>
        <translation>es liegt bei x %1, y %2, weit außerhalb jedes Levels</translation>
    </message>
    <message>
        <source>heading &quot;%1&quot; is not a direction (up, left, down, right)</source>
        <translation>Blickrichtung &quot;%1&quot; ist keine Richtung (up, left, down, right)</translation>
    </message>
    <message>
        <source>it has no &quot;kind&quot; field (red, pink, cyan, orange)</source>
        <translation>es hat kein Feld &quot;kind&quot; (red, pink, cyan, orange)</translation>
    </message>
    <message>
        <source>kind &quot;%1&quot; is not a ghost (red, pink, cyan, orange)</source>
        <translation>kind &quot;%1&quot; ist kein Geist (red, pink, cyan, orange)</translation>
    </message>
    <message>
        <source>release %1 is not a number of seconds from 0 up</source>
        <translation>release %1 ist keine Anzahl Sekunden ab 0</translation>
    </message>
    <message>
        <source>release_dots %1 is not a count of dots from 0 up</source>
        <translation>release_dots %1 ist keine Anzahl Punkte ab 0</translation>
    </message>
    <message>
        <source>corner %1 is not a point of the grid (a Point field)</source>
        <translation>corner %1 ist kein Punkt des Rasters (ein Point-Feld)</translation>
    </message>
    <message>
        <source>a second %1 (the first is at column %2, row %3)</source>
        <extracomment>%1: what the entity is (muncher, ghost, corner, fruit); %2, %3: the column and row of the first.</extracomment>
        <translation>ein zweiter %1 (der erste ist in Spalte %2, Zeile %3)</translation>
    </message>
    <message>
        <source>a %1 layer holds pictures, not a maze&apos;s tiles, so it is left out</source>
        <extracomment>%1: Tiles, AutoLayer: LDtk&apos;s kinds of layers.</extracomment>
        <translation>eine %1-Ebene enthält Bilder, keine Kacheln eines Labyrinths, und wird darum weggelassen</translation>
    </message>
    <message>
        <source>the tiles its rules draw are pictures and are left out; its values make the level</source>
        <translation>die Kacheln, die ihre Regeln zeichnen, sind Bilder und werden weggelassen; ihre Werte ergeben das Level</translation>
    </message>
    <message>
        <source>the layer is hidden in LDtk, so it is left out</source>
        <translation>die Ebene ist in LDtk ausgeblendet und wird darum weggelassen</translation>
    </message>
    <message>
        <source>the layer is %1 x %2 cells, the level %3 x %4 tiles, so it is left out</source>
        <extracomment>%1 x %2: the layer&apos;s size in cells; %3 x %4: the level&apos;s in tiles.</extracomment>
        <translation>die Ebene hat %1 x %2 Zellen, das Level %3 x %4 Kacheln, darum wird sie weggelassen</translation>
    </message>
    <message>
        <source>it is no place of a maze (muncher, ghost, corner, fruit), so it is left out (%1 in the levels read)</source>
        <extracomment>%1: how many entities of the project have this identifier.</extracomment>
        <translation>es ist keine Position eines Labyrinths (muncher, ghost, corner, fruit) und wird darum weggelassen (%1 in den gelesenen Levels)</translation>
    </message>
    <message>
        <source>the field means nothing to a maze, so it is left out</source>
        <translation>das Feld bedeutet einem Labyrinth nichts und wird darum weggelassen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a rule (pink-slip, red-astar, dot-counters), so it is left out</source>
        <translation>&quot;%1&quot; ist keine Regel (pink-slip, red-astar, dot-counters) und wird darum weggelassen</translation>
    </message>
    <message>
        <source>value %1 is no weight from 1 to 9 (%2 cells): they weigh 1</source>
        <extracomment>%1: the value; %2: how many cells have it.</extracomment>
        <translation>Wert %1 ist kein Gewicht von 1 bis 9 (%2 Zellen): sie wiegen 1</translation>
    </message>
    <message>
        <source>the IntGrid layers %1 are laid over one another, bottom first: each tile is the uppermost value there</source>
        <extracomment>%1: the layers&apos; identifiers, bottom first.</extracomment>
        <translation>die IntGrid-Ebenen %1 werden übereinandergelegt, die unterste zuerst: jede Kachel ist der oberste Wert dort</translation>
    </message>
    <message>
        <source>%1 values have the kinds given for them: %2</source>
        <extracomment>%1: how many values; %2: the values.</extracomment>
        <translation>%1 Werte haben die für sie angegebenen Arten: %2</translation>
    </message>
    <message>
        <source>... and %1 more problems</source>
        <translation>... und %1 weitere Probleme</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>level &quot;%1&quot;</source>
        <translation>Level &quot;%1&quot;</translation>
    </message>
    <message>
        <source>layer &quot;%1&quot;</source>
        <translation>Ebene &quot;%1&quot;</translation>
    </message>
    <message>
        <source>entity &quot;%1&quot;</source>
        <translation>Entität &quot;%1&quot;</translation>
    </message>
    <message>
        <source>field &quot;%1&quot;</source>
        <translation>Feld &quot;%1&quot;</translation>
    </message>
    <message>
        <source>column %1, row %2</source>
        <translation>Spalte %1, Zeile %2</translation>
    </message>
</context>
<context>
    <name>mazeworks::LdtkReport</name>
    <message>
        <source>Opened from LDtk</source>
        <translation>Aus LDtk geöffnet</translation>
    </message>
    <message>
        <source>The levels of %1 open in tabs of their own. Before they do: what the project has that a maze has no place for, left out, and how the reading decided where a rule had to choose.</source>
        <translation>Die Level von %1 öffnen sich in eigenen Tabs. Vorher: was das Projekt hat, wofür ein Labyrinth keinen Platz hat (weggelassen), und wie das Lesen entschied, wo eine Regel wählen musste.</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <source>&amp;Open Levels</source>
        <translation>Level ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Left out and decided</source>
        <translation>Ausgelassen und entschieden</translation>
    </message>
</context>
<context>
    <name>mazeworks::LdtkValuesDialog</name>
    <message>
        <source>IntGrid Values Without a Kind</source>
        <translation>IntGrid-Werte ohne Art</translation>
    </message>
    <message>
        <source>%1 paints its levels with IntGrid values whose identifiers do not say what they are in a maze. Choose a kind for each; it is remembered for the next project that uses a value of that name.</source>
        <translation>%1 malt seine Level mit IntGrid-Werten, deren Bezeichner nicht sagen, was sie in einem Labyrinth sind. Wählen Sie für jeden eine Art; sie wird für das nächste Projekt gemerkt, das einen Wert dieses Namens verwendet.</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Ebene</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Kacheln</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Value %1 of the IntGrid layer &quot;%2&quot;; first at column %3, row %4 of the level &quot;%5&quot;</source>
        <translation>Wert %1 der IntGrid-Ebene &quot;%2&quot;; zuerst in Spalte %3, Zeile %4 des Levels &quot;%5&quot;</translation>
    </message>
    <message>
        <source>Choose a kind</source>
        <translation>Art wählen</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Every value has a kind.</source>
        <translation>Jeder Wert hat eine Art.</translation>
    </message>
    <message>
        <source>Values still without a kind: %1.</source>
        <translation>Werte noch ohne Art: %1.</translation>
    </message>
    <message>
        <source>IntGrid values without a kind</source>
        <translation>IntGrid-Werte ohne Art</translation>
    </message>
</context>
<context>
    <name>mazeworks::LessonDiagnostics</name>
    <message>
        <source>the line is not UTF-8 text</source>
        <translation>die Zeile ist kein UTF-8-Text</translation>
    </message>
    <message>
        <source>a lesson starts with the line mazeworks-lesson 1</source>
        <translation>eine Lektion beginnt mit der Zeile mazeworks-lesson 1</translation>
    </message>
    <message>
        <source>this is a lesson of version %1; this program reads version %2</source>
        <extracomment>%1: the version the file says it is; %2: the version this program reads.</extracomment>
        <translation>dies ist eine Lektion der Version %1; dieses Programm liest Version %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a line of a lesson</source>
        <extracomment>%1 is the first word of the line, as the user wrote it.</extracomment>
        <translation>„%1“ ist keine Zeile einer Lektion</translation>
    </message>
    <message>
        <source>&quot;%1&quot; belongs to a slide: put a slide line before it</source>
        <extracomment>%1 is a keyword of the file format: keep it in English.</extracomment>
        <translation>„%1“ gehört zu einer Folie: setzen Sie eine slide-Zeile davor</translation>
    </message>
    <message>
        <source>the mazeworks-lesson line needs the version, 1</source>
        <translation>die Zeile mazeworks-lesson braucht die Version, 1</translation>
    </message>
    <message>
        <source>a title line needs words</source>
        <translation>eine title-Zeile braucht Wörter</translation>
    </message>
    <message>
        <source>a slide line stands alone: put the slide&apos;s title on a title line</source>
        <translation>eine slide-Zeile steht allein: schreiben Sie den Titel der Folie in eine title-Zeile</translation>
    </message>
    <message>
        <source>a level line needs the name of a .maze file</source>
        <translation>eine level-Zeile braucht den Namen einer .maze-Datei</translation>
    </message>
    <message>
        <source>a replay line needs the name of a replay file</source>
        <translation>eine replay-Zeile braucht den Namen einer Aufzeichnungsdatei</translation>
    </message>
    <message>
        <source>a view line needs one view</source>
        <translation>eine view-Zeile braucht eine Ansicht</translation>
    </message>
    <message>
        <source>an algorithm line needs at least one search</source>
        <translation>eine algorithm-Zeile braucht mindestens eine Suche</translation>
    </message>
    <message>
        <source>a from line needs one tile, COL,ROW</source>
        <translation>eine from-Zeile braucht eine Kachel, COL,ROW</translation>
    </message>
    <message>
        <source>a to line needs at least one tile, COL,ROW</source>
        <translation>eine to-Zeile braucht mindestens eine Kachel, COL,ROW</translation>
    </message>
    <message>
        <source>a directions line needs 4 or 8</source>
        <translation>eine directions-Zeile braucht 4 oder 8</translation>
    </message>
    <message>
        <source>a heuristic line needs one heuristic</source>
        <translation>eine heuristic-Zeile braucht eine Heuristik</translation>
    </message>
    <message>
        <source>a corners line needs one rule</source>
        <translation>eine corners-Zeile braucht eine Regel</translation>
    </message>
    <message>
        <source>a weight line needs one number</source>
        <translation>eine weight-Zeile braucht eine Zahl</translation>
    </message>
    <message>
        <source>a phase line needs one phase</source>
        <translation>eine phase-Zeile braucht eine Phase</translation>
    </message>
    <message>
        <source>a pilot line needs casual or expert</source>
        <translation>eine pilot-Zeile braucht casual oder expert</translation>
    </message>
    <message>
        <source>a step line needs one number</source>
        <translation>eine step-Zeile braucht eine Zahl</translation>
    </message>
    <message>
        <source>a question line needs a step and what is asked</source>
        <translation>eine question-Zeile braucht einen Schritt und das, was gefragt wird</translation>
    </message>
    <message>
        <source>%1 needs a value</source>
        <extracomment>%1 is an option of the generator, as --seed.</extracomment>
        <translation>%1 braucht einen Wert</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number</source>
        <translation>„%1“ ist keine Zahl</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a tile: write COL,ROW</source>
        <translation>„%1“ ist keine Kachel: schreiben Sie COL,ROW</translation>
    </message>
    <message>
        <source>steps are counted from 0 to %1</source>
        <extracomment>%1: the largest step.</extracomment>
        <translation>Schritte werden von 0 bis %1 gezählt</translation>
    </message>
    <message>
        <source>%1 is not a tile of any map: columns and rows count from 0 to %2</source>
        <extracomment>%1: the number written; %2: the largest column or row of any map.</extracomment>
        <translation>%1 ist in keiner Karte eine Kachel: Spalten und Zeilen zählen von 0 bis %2</translation>
    </message>
    <message>
        <source>a weight is a number from 1 to 1000000</source>
        <translation>ein Gewicht ist eine Zahl von 1 bis 1000000</translation>
    </message>
    <message>
        <source>%1 takes a number from %2 to %3</source>
        <extracomment>%1: an option of the generator, as --rooms; %2, %3: its smallest and largest value.</extracomment>
        <translation>%1 nimmt eine Zahl von %2 bis %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a view (search, distance, flow, race, generator, play, replay)</source>
        <extracomment>The words in brackets are keywords of the file format: keep them in English.</extracomment>
        <translation>„%1“ ist keine Ansicht (search, distance, flow, race, generator, play, replay)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a search (bfs, dijkstra, astar, bestfirst, bidirectional, jps, jps+, jps2, jps2+, subgoal)</source>
        <extracomment>The words in brackets are keywords of the file format: keep them in English.</extracomment>
        <translation>„%1“ ist keine Suche (bfs, dijkstra, astar, bestfirst, bidirectional, jps, jps+, jps2, jps2+, subgoal)</translation>
    </message>
    <message>
        <source>auto chooses a search by the clock: a lesson names the search to watch</source>
        <translation>auto wählt eine Suche nach der gemessenen Laufzeit: eine Lektion nennt die Suche, die gezeigt werden soll</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a heuristic (manhattan, euclidean, octile, chebyshev, none)</source>
        <extracomment>The words in brackets are keywords of the file format: keep them in English.</extracomment>
        <translation>„%1“ ist keine Heuristik (manhattan, euclidean, octile, chebyshev, none)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a phase of the generator (placing, separating, snapping, linking, digging, rasterising, finished)</source>
        <extracomment>The words in brackets are keywords of the file format: keep them in English.</extracomment>
        <translation>„%1“ ist keine Phase des Generators (placing, separating, snapping, linking, digging, rasterising, finished)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a question (next-settled, next-pair, next-merge, next-room)</source>
        <extracomment>The words in brackets are keywords of the file format: keep them in English.</extracomment>
        <translation>„%1“ ist keine Frage (next-settled, next-pair, next-merge, next-room)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of %2</source>
        <extracomment>%1: the word written; %2: the words the line takes, keywords of the file format.</extracomment>
        <translation>„%1“ ist nicht eines von %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an option of a dungeon (--seed, --rooms, --width, --height, --placement, --connect, --tree, --corridors, --neighbours, --loops)</source>
        <extracomment>The words in brackets are options of the generator: keep them in English.</extracomment>
        <translation>„%1“ ist keine Option eines Dungeons (--seed, --rooms, --width, --height, --placement, --connect, --tree, --corridors, --neighbours, --loops)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a language code (two or three small letters, as de, fr, es)</source>
        <translation>„%1“ ist kein Sprachcode (zwei oder drei Kleinbuchstaben, wie de, fr, es)</translation>
    </message>
    <message>
        <source>a control character (%1) in the text</source>
        <extracomment>%1: the character, written as 	, <byte value="xd"/> or <byte value="x0"/>NN.</extracomment>
        <translation>ein Steuerzeichen (%1) im Text</translation>
    </message>
    <message>
        <source>%1 is not named from the lesson&apos;s folder: name it relative to the lesson</source>
        <extracomment>%1: the name of a file.</extracomment>
        <translation>%1 ist nicht vom Ordner der Lektion aus benannt: geben Sie den Pfad relativ zur Lektion an</translation>
    </message>
    <message>
        <source>a second mazeworks-lesson line</source>
        <translation>eine zweite mazeworks-lesson-Zeile</translation>
    </message>
    <message>
        <source>a second %1 line</source>
        <extracomment>%1: the keyword, as title or caption[de]: keep it in English.</extracomment>
        <translation>eine zweite %1-Zeile</translation>
    </message>
    <message>
        <source>a slide has one level: a second level or dungeon line</source>
        <translation>eine Folie hat ein Level: eine zweite level- oder dungeon-Zeile</translation>
    </message>
    <message>
        <source>a second question at step %1</source>
        <extracomment>%1: the step.</extracomment>
        <translation>eine zweite Frage bei Schritt %1</translation>
    </message>
    <message>
        <source>a second %1</source>
        <extracomment>%1: an option of the generator, as --seed.</extracomment>
        <translation>ein zweites %1</translation>
    </message>
    <message>
        <source>the lesson has no title line</source>
        <translation>die Lektion hat keine title-Zeile</translation>
    </message>
    <message>
        <source>a lesson needs at least one slide</source>
        <translation>eine Lektion braucht mindestens eine Folie</translation>
    </message>
    <message>
        <source>the slide has no view line</source>
        <translation>die Folie hat keine view-Zeile</translation>
    </message>
    <message>
        <source>the slide has no level: a level or a dungeon line</source>
        <translation>die Folie hat kein Level: eine level- oder dungeon-Zeile fehlt</translation>
    </message>
    <message>
        <source>a %1 slide needs a from line, its start</source>
        <extracomment>%1: the view, a keyword of the file format.</extracomment>
        <translation>eine %1-Folie braucht eine from-Zeile, ihren Start</translation>
    </message>
    <message>
        <source>a %1 slide needs a to line, its goal</source>
        <extracomment>%1: the view, a keyword of the file format.</extracomment>
        <translation>eine %1-Folie braucht eine to-Zeile, ihr Ziel</translation>
    </message>
    <message>
        <source>a replay slide needs a replay line naming its file</source>
        <translation>eine replay-Folie braucht eine replay-Zeile, die ihre Datei nennt</translation>
    </message>
    <message>
        <source>a race needs an algorithm line naming its searches</source>
        <translation>ein Wettlauf braucht eine algorithm-Zeile, die seine Suchen nennt</translation>
    </message>
    <message>
        <source>a search slide watches one search: put several in a race</source>
        <translation>eine search-Folie zeigt eine Suche: mehrere gehören in einen Wettlauf (race)</translation>
    </message>
    <message>
        <source>a race needs two searches or more</source>
        <translation>ein Wettlauf braucht zwei oder mehr Suchen</translation>
    </message>
    <message>
        <source>a %1 slide has one goal</source>
        <extracomment>%1: the view, a keyword of the file format.</extracomment>
        <translation>eine %1-Folie hat ein Ziel</translation>
    </message>
    <message>
        <source>%1 is not a setting of a %2 slide</source>
        <extracomment>%1: the keyword; %2: the view; both keywords of the file format.</extracomment>
        <translation>%1 ist keine Einstellung einer %2-Folie</translation>
    </message>
    <message>
        <source>a replay brings its own level: a replay slide has no level or dungeon line</source>
        <translation>eine Aufzeichnung bringt ihr eigenes Level mit: eine replay-Folie hat keine level- oder dungeon-Zeile</translation>
    </message>
    <message>
        <source>the generator makes its own level: a generator slide takes a dungeon line, not a level file</source>
        <translation>der Generator erzeugt sein eigenes Level: eine generator-Folie nimmt eine dungeon-Zeile, keine Level-Datei</translation>
    </message>
    <message>
        <source>a flow field is made by bfs or dijkstra, not %1</source>
        <extracomment>%1: a search, a keyword of the file format.</extracomment>
        <translation>ein Flussfeld entsteht durch bfs oder dijkstra, nicht durch %1</translation>
    </message>
    <message>
        <source>%1 is not a question of a %2 slide</source>
        <extracomment>%1: the question; %2: the view; both keywords of the file format.</extracomment>
        <translation>%1 ist keine Frage einer %2-Folie</translation>
    </message>
    <message>
        <source>a weight goes with astar alone (weighted A*)</source>
        <translation>ein Gewicht gehört allein zu astar (gewichtetes A*)</translation>
    </message>
    <message>
        <source>%1 makes no guess: a heuristic goes with astar, bestfirst, bidirectional and the jump point searches</source>
        <extracomment>%1: a search, a keyword of the file format.</extracomment>
        <translation>%1 schätzt nicht: eine Heuristik gehört zu astar, bestfirst, bidirectional und den Sprungpunktsuchen</translation>
    </message>
    <message>
        <source>next-pair asks about Prim&apos;s tree: the dungeon needs --connect tree</source>
        <translation>next-pair fragt nach Prims Baum: der Dungeon braucht --connect tree</translation>
    </message>
    <message>
        <source>the question at step %1 comes before the slide opens, at step %2</source>
        <extracomment>%1: the question&apos;s step; %2: the step the slide opens at.</extracomment>
        <translation>die Frage bei Schritt %1 kommt, bevor die Folie bei Schritt %2 beginnt</translation>
    </message>
    <message>
        <source>Prim&apos;s tree grows in the linking phase, before the slide opens in the %1 phase</source>
        <extracomment>%1: the phase the slide opens at, a keyword of the file format.</extracomment>
        <translation>Prims Baum wächst in der Phase linking, bevor die Folie in der Phase %1 beginnt</translation>
    </message>
    <message>
        <source>the replay has %1 steps: step %2 is after its end</source>
        <extracomment>%1: the steps of the replay; %2: the step asked for.</extracomment>
        <translation>die Aufzeichnung hat %1 Schritte: Schritt %2 liegt nach ihrem Ende</translation>
    </message>
    <message>
        <source>step %1 is never reached: %2 has %3 open tiles, and a search settles one a step</source>
        <extracomment>%1: the step; %2: the level&apos;s file; %3: its open tiles.</extracomment>
        <translation>Schritt %1 wird nie erreicht: %2 hat %3 offene Kacheln, und eine Suche schließt je Schritt eine ab</translation>
    </message>
    <message>
        <source>after step %1 no tile is left to settle: %2 has %3 open tiles, and a search settles one a step</source>
        <extracomment>%1: the step; %2: the level&apos;s file; %3: its open tiles.</extracomment>
        <translation>nach Schritt %1 bleibt keine Kachel zum Abschließen: %2 hat %3 offene Kacheln, und eine Suche schließt je Schritt eine ab</translation>
    </message>
    <message>
        <source>this dungeon cannot be made: %1</source>
        <extracomment>%1: why, in English as the generator says it.</extracomment>
        <translation>dieser Dungeon kann nicht erzeugt werden: %1</translation>
    </message>
    <message>
        <source>the level %1 cannot be read: %2</source>
        <extracomment>%1: the file&apos;s name; %2: why it cannot be read.</extracomment>
        <translation>das Level %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>the level %1 has errors (listed under its own name)</source>
        <extracomment>%1: the file&apos;s name.</extracomment>
        <translation>das Level %1 hat Fehler (unter seinem eigenen Namen aufgeführt)</translation>
    </message>
    <message>
        <source>the replay %1 cannot be read: %2</source>
        <extracomment>%1: the file&apos;s name; %2: why it cannot be read.</extracomment>
        <translation>die Aufzeichnung %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>the replay %1 has errors (listed under its own name)</source>
        <extracomment>%1: the file&apos;s name.</extracomment>
        <translation>die Aufzeichnung %1 hat Fehler (unter ihrem eigenen Namen aufgeführt)</translation>
    </message>
    <message>
        <source>%1 runs as A* on %2: jump point search needs every tile to cost the same, and this level has weights</source>
        <extracomment>%1: a jump point search, a keyword of the file format; %2: the level&apos;s file.</extracomment>
        <translation>%1 läuft auf %2 als A*: die Sprungpunktsuche braucht gleiche Kosten für jede Kachel, und dieses Level hat Gewichte</translation>
    </message>
    <message>
        <source>%1 runs as A* on %2: its rim is open, so steps wrap over the edges, which jump point search cannot follow</source>
        <extracomment>%1: a jump point search, a keyword of the file format; %2: the level&apos;s file.</extracomment>
        <translation>%1 läuft auf %2 als A*: sein Rand ist offen, Schritte führen also über die Kanten hinweg, und dem kann die Sprungpunktsuche nicht folgen</translation>
    </message>
    <message>
        <source>(%1, %2) is a wall of %3, not an open tile</source>
        <extracomment>%1, %2: the column and the row; %3: the level&apos;s file.</extracomment>
        <translation>(%1, %2) ist eine Wand von %3, keine offene Kachel</translation>
    </message>
    <message>
        <source>(%1, %2) lies outside %3, a map of %4 x %5 tiles</source>
        <extracomment>%1, %2: the column and the row; %3: the level&apos;s file; %4 x %5: its width and height in tiles.</extracomment>
        <translation>(%1, %2) liegt außerhalb von %3, einer Karte von %4 x %5 Kacheln</translation>
    </message>
    <message>
        <source>%1 runs as A* on %2: the subgoal graph needs every tile to cost the same, and this level has weights</source>
        <extracomment>%1: the file format&apos;s keyword for the search over a subgoal graph; %2: the level&apos;s file.</extracomment>
        <translation>%1 läuft auf %2 als A*: der Teilzielgraph braucht gleiche Kosten für jede Kachel, und dieses Level hat Gewichte</translation>
    </message>
    <message>
        <source>%1 runs as A* on this slide: with 8 directions it needs diagonal steps that never pass a wall, and the slide&apos;s corners are %2</source>
        <extracomment>%1: a search&apos;s keyword in the file format; %2: the corner rule&apos;s keyword (one-obstacle or always).</extracomment>
        <translation>%1 läuft auf dieser Folie als A*: mit 8 Richtungen braucht die Suche Diagonalschritte, die nie an einer Wand vorbeigehen, und die Ecken der Folie sind %2</translation>
    </message>
</context>
<context>
    <name>mazeworks::LessonDock</name>
    <message>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <source>&amp;New Lesson</source>
        <translation>&amp;Neue Lektion</translation>
    </message>
    <message>
        <source>Starts an empty lesson</source>
        <translation>Beginnt eine leere Lektion</translation>
    </message>
    <message>
        <source>&amp;Open Lesson...</source>
        <translation>Lektion &amp;öffnen...</translation>
    </message>
    <message>
        <source>Opens a lesson file</source>
        <translation>Öffnet eine Lektionsdatei</translation>
    </message>
    <message>
        <source>Open Lesson</source>
        <translation>Lektion öffnen</translation>
    </message>
    <message>
        <source>Lessons (*.lesson);;All files (*)</source>
        <translation>Lektionen (*.lesson);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>&amp;Save Lesson</source>
        <translation>Lektion &amp;speichern</translation>
    </message>
    <message>
        <source>Saves the lesson to its file</source>
        <translation>Speichert die Lektion in ihre Datei</translation>
    </message>
    <message>
        <source>Save Lesson &amp;As...</source>
        <translation>Lektion speichern &amp;unter...</translation>
    </message>
    <message>
        <source>Saves the lesson to another file</source>
        <translation>Speichert die Lektion in eine andere Datei</translation>
    </message>
    <message>
        <source>&amp;Previous Slide</source>
        <translation>&amp;Vorherige Folie</translation>
    </message>
    <message>
        <source>Shows the slide before</source>
        <translation>Zeigt die vorige Folie</translation>
    </message>
    <message>
        <source>Ne&amp;xt Slide</source>
        <translation>Nä&amp;chste Folie</translation>
    </message>
    <message>
        <source>Shows the next slide</source>
        <translation>Zeigt die nächste Folie</translation>
    </message>
    <message>
        <source>P&amp;resent Slide</source>
        <translation>Folie &amp;präsentieren</translation>
    </message>
    <message>
        <source>Shows the slide full screen, with its caption</source>
        <translation>Zeigt die Folie im Vollbild mit ihrem Text</translation>
    </message>
    <message>
        <source>Add This &amp;View</source>
        <translation>&amp;Diese Ansicht hinzufügen</translation>
    </message>
    <message>
        <source>Adds the view that has the attention as a slide after this one</source>
        <translation>Fügt die Ansicht im Fokus als Folie nach dieser ein</translation>
    </message>
    <message>
        <source>&amp;Export Handout...</source>
        <translation>Handout &amp;exportieren...</translation>
    </message>
    <message>
        <source>Writes the lesson as a PDF handout, a page a slide</source>
        <translation>Schreibt die Lektion als PDF-Handout, eine Seite je Folie</translation>
    </message>
    <message>
        <source>No lesson is open. Lesson &gt; Open Lesson opens one; Lesson &gt; New Lesson starts one, and Add This View adds what the editor shows to it as a slide.</source>
        <translation>Keine Lektion geöffnet. Lektion &gt; Lektion öffnen öffnet eine; Lektion &gt; Neue Lektion beginnt eine, und Diese Ansicht hinzufügen fügt das Gezeigte als Folie hinzu.</translation>
    </message>
    <message>
        <source>Slides</source>
        <translation>Folien</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Slide %1</source>
        <translation>Folie %1</translation>
    </message>
    <message>
        <source>Cannot Open</source>
        <translation>Öffnen nicht möglich</translation>
    </message>
    <message>
        <source>The lesson %1 cannot be read.</source>
        <translation>Die Lektion %1 kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The lesson has problems: fix them in its file and open it again.</source>
        <translation>Die Lektion hat Probleme: Beheben Sie sie in der Datei und öffnen Sie sie erneut.</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>%1 geöffnet.</translation>
    </message>
    <message>
        <source>New lesson</source>
        <translation>Neue Lektion</translation>
    </message>
    <message>
        <source>Show a search, a distance map, a flow field or a dungeon, then Add This View.</source>
        <translation>Zeigen Sie eine Suche, Distanzkarte, ein Flussfeld oder einen Dungeon, dann Diese Ansicht hinzufügen.</translation>
    </message>
    <message>
        <source>Lesson (not saved)</source>
        <translation>Lektion (nicht gespeichert)</translation>
    </message>
    <message>
        <source>%1 (not saved)</source>
        <translation>%1 (nicht gespeichert)</translation>
    </message>
    <message numerus="yes">
        <source>The lesson has %Ln problem, listed in the Diagnostics panel.</source>
        <translation>
            <numerusform>Die Lektion hat %Ln Problem, siehe Diagnose.</numerusform>
            <numerusform>Die Lektion hat %Ln Probleme, siehe Diagnose.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The lesson has %Ln problems, listed in the Diagnostics panel.</source>
        <translation>
            <numerusform>Die Lektion hat %Ln Problem, siehe Diagnose.</numerusform>
            <numerusform>Die Lektion hat %Ln Probleme, siehe Diagnose.</numerusform>
        </translation>
    </message>
    <message>
        <source>No slides yet.</source>
        <translation>Noch keine Folien.</translation>
    </message>
    <message>
        <source>Slide %1 of %2</source>
        <translation>Folie %1 von %2</translation>
    </message>
    <message>
        <source>the tile the search settles next</source>
        <translation>die Kachel, die die Suche als Nächstes abschließt</translation>
    </message>
    <message>
        <source>the pair Prim&apos;s tree joins next</source>
        <translation>das Paar, das Prims Baum als Nächstes verbindet</translation>
    </message>
    <message>
        <source>the two sets union-find merges next</source>
        <translation>die zwei Mengen, die Union-Find als Nächstes vereinigt</translation>
    </message>
    <message>
        <source>the room the explorer visits next</source>
        <translation>der Raum, den der Erkunder als Nächstes besucht</translation>
    </message>
    <message>
        <source>Predict at step %1: %2</source>
        <translation>Mitraten bei Schritt %1: %2</translation>
    </message>
    <message>
        <source>Add This View</source>
        <translation>Diese Ansicht hinzufügen</translation>
    </message>
    <message>
        <source>Choose where the lesson is kept first: its slides name their levels relative to its folder.</source>
        <translation>Wählen Sie zuerst den Ort der Lektion: Ihre Folien nennen Level relativ zu ihrem Ordner.</translation>
    </message>
    <message>
        <source>%1 Save the level now?</source>
        <translation>%1 Level jetzt speichern?</translation>
    </message>
    <message>
        <source>The view is slide %1 now: give it a caption in the lesson&apos;s file.</source>
        <translation>Die Ansicht ist jetzt Folie %1: Geben Sie ihr in der Lektionsdatei einen Text.</translation>
    </message>
    <message>
        <source>Cannot Save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <source>The lesson could not be written to %1: %2</source>
        <translation>Die Lektion konnte nicht nach %1 geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message>
        <source>lesson.lesson</source>
        <translation>lektion.lesson</translation>
    </message>
    <message>
        <source>Save Lesson As</source>
        <translation>Lektion speichern unter</translation>
    </message>
    <message>
        <source>Lessons (*.lesson)</source>
        <translation>Lektionen (*.lesson)</translation>
    </message>
    <message>
        <source>Unsaved Lesson</source>
        <translation>Ungespeicherte Lektion</translation>
    </message>
    <message>
        <source>The lesson &quot;%1&quot; has changes that are not saved.</source>
        <translation>Die Lektion „%1“ hat ungespeicherte Änderungen.</translation>
    </message>
    <message>
        <source>Save them before it closes?</source>
        <translation>Vor dem Schließen speichern?</translation>
    </message>
    <message>
        <source>handout.pdf</source>
        <translation>handout.pdf</translation>
    </message>
    <message>
        <source>Export Handout</source>
        <translation>Handout exportieren</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <source>Writing the handout...</source>
        <translation>Handout wird geschrieben...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>The handout was not written.</source>
        <translation>Das Handout wurde nicht geschrieben.</translation>
    </message>
    <message>
        <source>Cannot Export</source>
        <translation>Export nicht möglich</translation>
    </message>
    <message>
        <source>The handout could not be written: %1</source>
        <translation>Das Handout konnte nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>The handout is in %1.</source>
        <translation>Das Handout liegt in %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1: and %Ln more problem</source>
        <translation>
            <numerusform>%1: und %Ln weiteres Problem</numerusform>
            <numerusform>%1: und %Ln weitere Probleme</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: and %Ln more problems</source>
        <translation>
            <numerusform>%1: und %Ln weiteres Problem</numerusform>
            <numerusform>%1: und %Ln weitere Probleme</numerusform>
        </translation>
    </message>
    <message>
        <source>Re&amp;move Slide</source>
        <translation>Folie ent&amp;fernen</translation>
    </message>
    <message>
        <source>Takes the current slide out of the lesson</source>
        <translation>Nimmt die aktuelle Folie aus der Lektion</translation>
    </message>
    <message>
        <source>Move Slide Ear&amp;lier</source>
        <translation>Folie nach &amp;oben</translation>
    </message>
    <message>
        <source>Moves the current slide one place earlier</source>
        <translation>Schiebt die aktuelle Folie eine Stelle nach vorn</translation>
    </message>
    <message>
        <source>Move Slide La&amp;ter</source>
        <translation>Folie nach un&amp;ten</translation>
    </message>
    <message>
        <source>Moves the current slide one place later</source>
        <translation>Schiebt die aktuelle Folie eine Stelle nach hinten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Remove Slide %1</source>
        <translation>Folie %1 entfernen</translation>
    </message>
    <message>
        <source>Slide %1 is out of the lesson: Undo puts it back.</source>
        <translation>Folie %1 ist aus der Lektion entfernt: Rückgängig holt sie zurück.</translation>
    </message>
    <message>
        <source>Move Slide %1 to %2</source>
        <translation>Folie %1 an Stelle %2 verschieben</translation>
    </message>
    <message>
        <source>Add Slide %1</source>
        <translation>Folie %1 hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <source>Re&amp;do %1</source>
        <translation>&amp;Wiederholen: %1</translation>
    </message>
</context>
<context>
    <name>mazeworks::LevelPropertiesDialog</name>
    <message>
        <source>Level Properties</source>
        <translation>Level-Eigenschaften</translation>
    </message>
    <message>
        <source>The title of the level; it cannot hold &apos;#&apos;, which starts a comment in the file.</source>
        <translation>Der Titel des Levels; er darf kein „#“ enthalten, das in der Datei einen Kommentar beginnt.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>&amp;Pink&apos;s slip</source>
        <translation>Pinks &amp;Überlauf</translation>
    </message>
    <message>
        <source>Red hunts by &amp;A*</source>
        <translation>Rot jagt mit &amp;A*</translation>
    </message>
    <message>
        <source>&amp;Dot counters</source>
        <translation>&amp;Punktzähler</translation>
    </message>
    <message>
        <source>When the muncher faces up, the pink ghost aims four tiles up and four to the left of it, as the arcade&apos;s did.</source>
        <translation>Wenn der Muncher nach oben blickt, zielt der pinke Geist vier Felder über ihn und vier nach links, wie im Spielautomaten.</translation>
    </message>
    <message>
        <source>The red ghost follows the A* way to the muncher at every crossing instead of the greedy choice.</source>
        <translation>Der rote Geist folgt an jeder Kreuzung dem A*-Weg zum Muncher statt der gierigen Wahl.</translation>
    </message>
    <message>
        <source>Ghosts leave the house by dots eaten, one at a time, and the next leaves whenever the muncher has eaten nothing for 4 seconds; release times are ignored.</source>
        <translation>Die Geister verlassen das Haus nach gegessenen Punkten, einer nach dem anderen, und der nächste geht, sobald der Muncher 4 Sekunden lang nichts gegessen hat; Startzeiten werden nicht beachtet.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source> dots</source>
        <translation> Punkte</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>The level&apos;s release lines stay in the file, ignored while dot counters are on: Diagnostics warns of each.</source>
        <translation>Die release-Zeilen des Levels bleiben in der Datei und werden bei Punktzählern nicht beachtet: Die Diagnose warnt bei jeder.</translation>
    </message>
    <message>
        <source>Leaving the house: dots eaten</source>
        <translation>Das Haus verlassen: nach gegessenen Punkten</translation>
    </message>
    <message>
        <source>Leaving the house: seconds</source>
        <translation>Das Haus verlassen: nach Sekunden</translation>
    </message>
</context>
<context>
    <name>mazeworks::MainWindow</name>
    <message>
        <source>Main</source>
        <translation>Hauptwerkzeugleiste</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Werkzeuge</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>Anal&amp;yse</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>&amp;Generieren</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Spielen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>An &amp;Fenster anpassen</translation>
    </message>
    <message>
        <source>Show &amp;Grid</source>
        <translation>&amp;Raster anzeigen</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>&amp;Bedienfelder</translation>
    </message>
    <message>
        <source>Zoom %1%</source>
        <translation>Zoom %1 %</translation>
    </message>
    <message>
        <source>Cannot Open</source>
        <translation>Öffnen nicht möglich</translation>
    </message>
    <message>
        <source>the muncher&apos;s start</source>
        <translation>Startfeld des Munchers</translation>
    </message>
    <message>
        <source>start of the %1</source>
        <translation>Startfeld (%1)</translation>
    </message>
    <message>
        <source>the fruit</source>
        <translation>Frucht</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>%1 - Mazeworks</source>
        <translation>%1 – Mazeworks</translation>
    </message>
    <message>
        <source>Mazeworks</source>
        <translation>Mazeworks</translation>
    </message>
    <message>
        <source>Open the Classic &amp;Maze</source>
        <translation>&amp;Klassisches Labyrinth öffnen</translation>
    </message>
    <message>
        <source>Nor&amp;mal Size</source>
        <translation>&amp;Originalgröße</translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation>Anordnung &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>Puts every panel back where the editor first put it</source>
        <translation>Setzt jedes Bedienfeld dorthin zurück, wo der Editor es anfangs hingesetzt hat</translation>
    </message>
    <message>
        <source>The panels are back where the editor first put them.</source>
        <translation>Die Bedienfelder sind wieder dort, wo der Editor sie anfangs hingesetzt hat.</translation>
    </message>
    <message>
        <source>Cursor at column %1, row %2: %3</source>
        <translation>Cursor in Spalte %1, Zeile %2: %3</translation>
    </message>
    <message>
        <source>%1; %2 × %3 tiles selected</source>
        <translation>%1; %2 × %3 Kacheln ausgewählt</translation>
    </message>
    <message>
        <source>Open levels</source>
        <translation>Offene Level</translation>
    </message>
    <message>
        <source>Foc&amp;us the Map</source>
        <translation>Karte fok&amp;ussieren</translation>
    </message>
    <message>
        <source>Gives the keys to the map: the arrows move its cell cursor, Space or Enter applies the tool there</source>
        <translation>Gibt die Tastatur an die Karte: Die Pfeiltasten bewegen ihren Cursor, Leertaste oder Eingabe wendet dort das Werkzeug an</translation>
    </message>
    <message>
        <source>Panels in this place</source>
        <translation>Bereiche an dieser Stelle</translation>
    </message>
    <message>
        <source>Map of %1</source>
        <translation>Karte von %1</translation>
    </message>
    <message>
        <source>The level&apos;s tiles, a cell a tile; the tools paint on it</source>
        <translation>Die Kacheln des Levels, eine Zelle je Kachel; die Werkzeuge malen darauf</translation>
    </message>
    <message>
        <source>&amp;Lesson</source>
        <translation>&amp;Lektion</translation>
    </message>
</context>
<context>
    <name>mazeworks::MapView</name>
    <message>
        <source>The rows of this level do not form a map yet.
See the diagnostics, or edit the source.</source>
        <translation>Die Reihen dieses Levels ergeben noch keine Karte.
Siehe Diagnose, oder bearbeiten Sie den Quelltext.</translation>
    </message>
    <message>
        <source>The map cannot be edited until its rows are right: correct the marked tiles in the Source panel.</source>
        <translation>Die Karte lässt sich erst bearbeiten, wenn ihre Reihen stimmen: Korrigieren Sie die markierten Kacheln im Quelltext.</translation>
    </message>
    <message>
        <source>Move the Cursor</source>
        <translation>Cursor bewegen</translation>
    </message>
    <message>
        <source>Cursor to the End of Equal Tiles</source>
        <translation>Cursor ans Ende gleicher Kacheln</translation>
    </message>
    <message>
        <source>Cursor to the Start or End of the Row</source>
        <translation>Cursor an Anfang oder Ende der Zeile</translation>
    </message>
    <message>
        <source>Cursor to the Start or End of the Map</source>
        <translation>Cursor an Anfang oder Ende der Karte</translation>
    </message>
    <message>
        <source>Cursor a Screen Up or Down</source>
        <translation>Cursor eine Bildschirmseite hoch oder runter</translation>
    </message>
    <message>
        <source>Select a Rectangle</source>
        <translation>Rechteck auswählen</translation>
    </message>
    <message>
        <source>Apply the Tool at the Cursor</source>
        <translation>Werkzeug am Cursor anwenden</translation>
    </message>
    <message>
        <source>Pick the Goal at the Cursor</source>
        <translation>Ziel am Cursor wählen</translation>
    </message>
    <message>
        <source>Clear the Selection</source>
        <translation>Auswahl aufheben</translation>
    </message>
</context>
<context>
    <name>mazeworks::NewMapDialog</name>
    <message>
        <source>New Map</source>
        <translation>Neue Karte</translation>
    </message>
    <message>
        <source> tiles</source>
        <translation> Kacheln</translation>
    </message>
    <message>
        <source>An empty arena with a wall border</source>
        <translation>Eine leere Arena mit Wandrand</translation>
    </message>
    <message>
        <source>Walls everywhere (carve the corridors)</source>
        <translation>Überall Wände (Gänge freilegen)</translation>
    </message>
    <message>
        <source>Floor everywhere</source>
        <translation>Überall Boden</translation>
    </message>
    <message>
        <source>Dots everywhere</source>
        <translation>Überall Punkte</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>optional</translation>
    </message>
    <message>
        <source>&amp;Width × height:</source>
        <translation>&amp;Breite × Höhe:</translation>
    </message>
    <message>
        <source>&amp;Fill:</source>
        <translation>&amp;Füllung:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>%1 tiles. Then place the muncher, the ghosts and the fruit with the place tools; the diagnostics say what is still missing.</source>
        <translation>%1 Kacheln. Platzieren Sie dann Muncher, Geister und Frucht mit den Positionswerkzeugen; die Diagnose zeigt, was noch fehlt.</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Breite</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Höhe</translation>
    </message>
</context>
<context>
    <name>mazeworks::OverlayDock</name>
    <message>
        <source>Overlays</source>
        <translation>Overlays</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Abspielen</translation>
    </message>
    <message>
        <source>&amp;No Overlay</source>
        <translation>&amp;Kein Overlay</translation>
    </message>
    <message>
        <source>&amp;Distance Map</source>
        <translation>&amp;Distanzkarte</translation>
    </message>
    <message>
        <source>Path &amp;Search</source>
        <translation>&amp;Wegsuche</translation>
    </message>
    <message>
        <source>Pic&amp;k Start and Goal</source>
        <translation>Start und Ziel wä&amp;hlen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Pick Start and Goal&lt;/b&gt; (O)&lt;br&gt;%1</source>
        <translation>&lt;b&gt;Start und Ziel wählen&lt;/b&gt; (O)&lt;br&gt;%1</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Von vorn</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>Zum &amp;Ende</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>Nichts</translation>
    </message>
    <message>
        <source>Distance map</source>
        <translation>Distanzkarte</translation>
    </message>
    <message>
        <source>Path search</source>
        <translation>Wegsuche</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>An&amp;zeigen:</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Kacheln</translation>
    </message>
    <message>
        <source>Places</source>
        <translation>Positionen</translation>
    </message>
    <message>
        <source>Set the goal on a place of the level</source>
        <translation>Das Ziel auf eine Position des Levels setzen</translation>
    </message>
    <message>
        <source>Set the start on a place of the level</source>
        <translation>Den Start auf eine Position des Levels setzen</translation>
    </message>
    <message>
        <source>Start:</source>
        <translation>Start:</translation>
    </message>
    <message>
        <source>Goal:</source>
        <translation>Ziel:</translation>
    </message>
    <message>
        <source>Step by Step</source>
        <translation>Schritt für Schritt</translation>
    </message>
    <message>
        <source>Spee&amp;d:</source>
        <translation>Temp&amp;o:</translation>
    </message>
    <message>
        <source>From one tile a second to as fast as the screen draws</source>
        <translation>Von einer Kachel pro Sekunde bis so schnell, wie der Bildschirm zeichnet</translation>
    </message>
    <message>
        <source>%1 a second</source>
        <translation>%1 pro Sekunde</translation>
    </message>
    <message>
        <source>The muncher&apos;s start</source>
        <translation>Startfeld des Munchers</translation>
    </message>
    <message>
        <source>Start of the %1</source>
        <translation>Startfeld (%1)</translation>
    </message>
    <message>
        <source>The fruit</source>
        <translation>Frucht</translation>
    </message>
    <message>
        <source>The doorstep of the ghosts&apos; house</source>
        <translation>Vor der Tür des Geisterhauses</translation>
    </message>
    <message>
        <source>This level has no places yet</source>
        <translation>Dieses Level hat noch keine Positionen</translation>
    </message>
    <message>
        <source>Pause the search</source>
        <translation>Suche anhalten</translation>
    </message>
    <message>
        <source>Play the search step by step</source>
        <translation>Suche Schritt für Schritt abspielen</translation>
    </message>
    <message>
        <source>Back to the beginning: only the start reached</source>
        <translation>Zurück zum Anfang: nur der Start ist erreicht</translation>
    </message>
    <message>
        <source>Single S&amp;tep</source>
        <translation>Einzel&amp;schritt</translation>
    </message>
    <message>
        <source>Settle one more tile</source>
        <translation>Eine weitere Kachel abschließen</translation>
    </message>
    <message>
        <source>Jump to the end of the search</source>
        <translation>Zum Ende der Suche springen</translation>
    </message>
    <message>
        <source>Picking the search&apos;s tiles: click a tile for the start, right-click (or Shift+click) one for the goal. Esc ends.</source>
        <translation>Kacheln der Suche wählen: Klick auf eine Kachel setzt den Start, Rechtsklick (oder Umschalt+Klick) das Ziel. Esc beendet.</translation>
    </message>
    <message>
        <source>Flo&amp;w Field</source>
        <translation>&amp;Flussfeld</translation>
    </message>
    <message>
        <source>Search &amp;Code</source>
        <translation>Such&amp;code</translation>
    </message>
    <message>
        <source>Race Searc&amp;hes...</source>
        <translation>&amp;Rennen der Suchen...</translation>
    </message>
    <message>
        <source>Export Overlay Pictur&amp;e...</source>
        <translation>Overlay als &amp;Bild exportieren...</translation>
    </message>
    <message>
        <source>The overlay as it is now, as a PNG picture for a slide</source>
        <translation>Das Overlay, wie es gerade ist, als PNG-Bild für eine Folie</translation>
    </message>
    <message>
        <source>Export the Search as Fra&amp;mes...</source>
        <translation>Suche als Einzelbilder e&amp;xportieren...</translation>
    </message>
    <message>
        <source>Every step of the search, from the first, as numbered PNG pictures</source>
        <translation>Jeder Schritt der Suche, vom ersten an, als nummerierte PNG-Bilder</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Legende</translation>
    </message>
    <message>
        <source>Flow field</source>
        <translation>Flussfeld</translation>
    </message>
    <message>
        <source>Only the start</source>
        <translation>Nur der Start</translation>
    </message>
    <message>
        <source>Take the goals away: the flow field leads to the start alone</source>
        <translation>Die Ziele entfernen: Das Flussfeld führt allein zum Start</translation>
    </message>
    <message>
        <source>Classroom</source>
        <translation>Unterricht</translation>
    </message>
    <message>
        <source>Picking the flow field&apos;s goals: click a tile to add a goal or take it away, right-click it to make it the only goal. Esc ends.</source>
        <translation>Ziele des Flussfelds wählen: Klick auf eine Kachel fügt ein Ziel hinzu oder entfernt es, Rechtsklick macht sie zum einzigen Ziel. Esc beendet.</translation>
    </message>
    <message>
        <source>Goals:</source>
        <translation>Ziele:</translation>
    </message>
    <message>
        <source>Add a place of the level to the goals, or take it away</source>
        <translation>Eine Position des Levels zu den Zielen hinzufügen oder entfernen</translation>
    </message>
    <message>
        <source>Export Overlay Picture</source>
        <translation>Overlay als Bild exportieren</translation>
    </message>
    <message>
        <source>%1 overlay.png</source>
        <translation>%1 overlay.png</translation>
    </message>
    <message>
        <source>Cannot Export</source>
        <translation>Export nicht möglich</translation>
    </message>
    <message>
        <source>The picture is in %1.</source>
        <translation>Das Bild wurde als %1 gespeichert.</translation>
    </message>
    <message>
        <source>An export of frames is already under way.</source>
        <translation>Ein Export von Einzelbildern läuft bereits.</translation>
    </message>
    <message>
        <source>%1 from %2 to %3, from its first step: %4 steps.</source>
        <translation>%1 von %2 nach %3, ab dem ersten Schritt: %4 Schritte.</translation>
    </message>
    <message>
        <source>Export the Search as Frames</source>
        <translation>Suche als Einzelbilder exportieren</translation>
    </message>
    <message>
        <source>Writing the frames of %1...</source>
        <translation>Die Einzelbilder von %1 werden geschrieben...</translation>
    </message>
    <message>
        <source>&lt;b&gt;Search Code&lt;/b&gt; (%1)&lt;br&gt;The pseudocode of the search, the line of the last step, and the open list</source>
        <translation>&lt;b&gt;Suchcode&lt;/b&gt; (%1)&lt;br&gt;Der Pseudocode der Suche, die Zeile des letzten Schritts und die offene Liste</translation>
    </message>
    <message>
        <source>&lt;b&gt;Race Searches&lt;/b&gt; (%1)&lt;br&gt;Two to four searches side by side between the start and the goal, stepping together</source>
        <translation>&lt;b&gt;Rennen der Suchen&lt;/b&gt; (%1)&lt;br&gt;Zwei bis vier Suchen nebeneinander zwischen Start und Ziel, die gemeinsam Schritte machen</translation>
    </message>
    <message>
        <source>Back to the step before: the search as it was then</source>
        <translation>Zurück zum Schritt davor: die Suche, wie sie damals war</translation>
    </message>
    <message>
        <source>Step &amp;Back</source>
        <translation>Schritt &amp;zurück</translation>
    </message>
    <message>
        <source>Presentati&amp;on</source>
        <translation>Präsentat&amp;ion</translation>
    </message>
    <message>
        <source>The overlay full screen with its figures and, with Search Code open, its code, for a class; Esc to come back</source>
        <translation>Das Overlay im Vollbild mit seinen Zahlen und, bei offenem Suchcode, seinem Code, für den Unterricht; Esc kehrt zurück</translation>
    </message>
</context>
<context>
    <name>mazeworks::OverlayFigures</name>
    <message>
        <source>cost of the way</source>
        <translation>Kosten des Wegs</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>tiles breadth-first search looks at (its whole wave)</source>
        <translation>Kacheln, die die Breitensuche betrachtet (ihre ganze Welle)</translation>
    </message>
    <message>
        <source>tiles on the frontier</source>
        <translation>Kacheln an der Suchfront</translation>
    </message>
    <message>
        <source>tiles reached</source>
        <translation>erreichte Kacheln</translation>
    </message>
    <message>
        <source>steps to the farthest</source>
        <translation>Schritte bis zur entferntesten Kachel</translation>
    </message>
    <message>
        <source>tiles on the wave&apos;s crest</source>
        <translation>Kacheln auf dem Wellenkamm</translation>
    </message>
    <message>
        <source>steps from the tile under the mouse</source>
        <translation>Schritte von der Kachel unter der Maus</translation>
    </message>
    <message>
        <source>tiles with a way to a goal</source>
        <translation>Kacheln mit einem Weg zu einem Ziel</translation>
    </message>
    <message>
        <source>goals</source>
        <translation>Ziele</translation>
    </message>
    <message>
        <source>cost from the farthest tile</source>
        <translation>Kosten von der entferntesten Kachel</translation>
    </message>
    <message>
        <source>cost from the tile under the mouse</source>
        <translation>Kosten von der Kachel unter der Maus</translation>
    </message>
    <message>
        <source>tiles %1 looked at</source>
        <translation>Kacheln, die %1 betrachtet hat</translation>
    </message>
    <message>
        <source>nodes of the graph settled</source>
        <translation>erledigte Knoten des Graphen</translation>
    </message>
    <message>
        <source>subgoals, joined by %1 edges; the graph took %2 ms to work out</source>
        <translation>Teilziele, verbunden durch %1 Kanten; der Graph brauchte %2 ms</translation>
    </message>
    <message>
        <source>nodes in the open list</source>
        <translation>Knoten in der offenen Liste</translation>
    </message>
</context>
<context>
    <name>mazeworks::OverlayLegend</name>
    <message>
        <source>the start, where the wave begins</source>
        <translation>der Start, wo die Welle beginnt</translation>
    </message>
    <message>
        <source>steps from the start: few (dark) to many (bright)</source>
        <translation>Schritte vom Start: wenige (dunkel) bis viele (hell)</translation>
    </message>
    <message>
        <source>the wave&apos;s crest: reached, not settled yet</source>
        <translation>der Kamm der Welle: erreicht, noch nicht abgeschlossen</translation>
    </message>
    <message>
        <source>the way down to the start from the tile under the mouse</source>
        <translation>der Weg bergab zum Start von der Kachel unter der Maus</translation>
    </message>
    <message>
        <source>the start</source>
        <translation>der Start</translation>
    </message>
    <message>
        <source>the goal</source>
        <translation>das Ziel</translation>
    </message>
    <message>
        <source>a jump point settled</source>
        <translation>ein abgeschlossener Sprungpunkt</translation>
    </message>
    <message>
        <source>settled: taken off the open list</source>
        <translation>abgeschlossen: aus der offenen Liste genommen</translation>
    </message>
    <message>
        <source>a jump point in the open list</source>
        <translation>ein Sprungpunkt in der offenen Liste</translation>
    </message>
    <message>
        <source>in the open list: reached, not taken yet</source>
        <translation>in der offenen Liste: erreicht, noch nicht genommen</translation>
    </message>
    <message>
        <source>settled from the goal&apos;s side</source>
        <translation>von der Seite des Ziels abgeschlossen</translation>
    </message>
    <message>
        <source>in the goal&apos;s side&apos;s open list</source>
        <translation>in der offenen Liste der Seite des Ziels</translation>
    </message>
    <message>
        <source>reached from both sides</source>
        <translation>von beiden Seiten erreicht</translation>
    </message>
    <message>
        <source>where the two sides met</source>
        <translation>wo sich die beiden Seiten trafen</translation>
    </message>
    <message>
        <source>a run of the last step, to the jump point it found</source>
        <translation>ein Lauf des letzten Schritts, bis zu dem Sprungpunkt, den er fand</translation>
    </message>
    <message>
        <source>a run of the last step that hit a wall</source>
        <translation>ein Lauf des letzten Schritts, der an eine Wand stieß</translation>
    </message>
    <message>
        <source>the rows and diagonals scanned before</source>
        <translation>die vorher abgesuchten Zeilen und Diagonalen</translation>
    </message>
    <message>
        <source>the tile the last step took</source>
        <translation>die Kachel, die der letzte Schritt nahm</translation>
    </message>
    <message>
        <source>its neighbours: new, reached more cheaply, skipped</source>
        <translation>ihre Nachbarinnen: neu, billiger erreicht, übersprungen</translation>
    </message>
    <message>
        <source>the way found</source>
        <translation>der gefundene Weg</translation>
    </message>
    <message>
        <source>a tile chosen in the open list</source>
        <translation>eine in der offenen Liste gewählte Kachel</translation>
    </message>
    <message>
        <source>a goal of the flow field</source>
        <translation>ein Ziel des Flussfelds</translation>
    </message>
    <message>
        <source>the step a unit on this tile takes to the nearest goal</source>
        <translation>der Schritt, den eine Einheit auf dieser Kachel zum nächsten Ziel macht</translation>
    </message>
    <message>
        <source>the cost to the nearest goal: low (dark) to high (bright)</source>
        <translation>die Kosten zum nächsten Ziel: niedrig (dunkel) bis hoch (hell)</translation>
    </message>
    <message>
        <source>the way the arrows walk from the tile under the mouse</source>
        <translation>der Weg, den die Pfeile von der Kachel unter der Maus gehen</translation>
    </message>
    <message>
        <source>weights, the cost of entering a tile: %1</source>
        <translation>Gewichte, die Kosten für das Betreten einer Kachel: %1</translation>
    </message>
</context>
<context>
    <name>mazeworks::OverlayModel</name>
    <message>
        <source>Open a level to see its overlays.</source>
        <translation>Öffnen Sie ein Level, um seine Overlays zu sehen.</translation>
    </message>
    <message>
        <source>The rows of this level do not form a map yet.</source>
        <translation>Die Reihen dieses Levels ergeben noch keine Karte.</translation>
    </message>
    <message>
        <source>Searching %1 tiles…</source>
        <translation>%1 Kacheln werden durchsucht…</translation>
    </message>
    <message>
        <source>Pick a start: click a tile with the pick tool.</source>
        <translation>Wählen Sie einen Start: Klicken Sie mit dem Auswahlwerkzeug auf eine Kachel.</translation>
    </message>
    <message>
        <source>The start (%1, %2) is not in a corridor (%3): pick another tile.</source>
        <translation>Der Start (%1, %2) liegt nicht in einem Gang (%3): Wählen Sie eine andere Kachel.</translation>
    </message>
    <message>
        <source>Pick a goal: right-click or Shift+click a tile with the pick tool.</source>
        <translation>Wählen Sie ein Ziel: Rechtsklick oder Umschalt+Klick mit dem Auswahlwerkzeug auf eine Kachel.</translation>
    </message>
    <message>
        <source>The goal (%1, %2) is not in a corridor (%3): pick another tile.</source>
        <translation>Das Ziel (%1, %2) liegt nicht in einem Gang (%3): Wählen Sie eine andere Kachel.</translation>
    </message>
    <message>
        <source>No way leads from (%1, %2) to (%3, %4): walls stand between them.</source>
        <translation>Kein Weg führt von (%1, %2) nach (%3, %4): Wände stehen dazwischen.</translation>
    </message>
    <message>
        <source>Pick the goals of the flow field: click tiles in the corridors with the pick tool.</source>
        <translation>Wählen Sie die Ziele des Flussfelds: Klicken Sie mit dem Auswahlwerkzeug auf Kacheln in den Gängen.</translation>
    </message>
</context>
<context>
    <name>mazeworks::PickTool</name>
    <message>
        <source>Click a tile to start the search there; right-click or Shift+click it to make it the goal. Drag to move them.</source>
        <translation>Auf eine Kachel klicken, um die Suche dort zu starten; Rechtsklick oder Umschalt+Klick macht sie zum Ziel. Ziehen verschiebt Start und Ziel.</translation>
    </message>
</context>
<context>
    <name>mazeworks::PickerTool</name>
    <message>
        <source>Picker</source>
        <translation>Pipette</translation>
    </message>
    <message>
        <source>Click a tile to take it into the palette.</source>
        <translation>Auf eine Kachel klicken, um sie in die Palette zu übernehmen.</translation>
    </message>
</context>
<context>
    <name>mazeworks::PictureView</name>
    <message>
        <source>The wheel, or + and -, zoom; drag to move the zoomed picture; 0 shows the whole picture</source>
        <translation>Das Mausrad oder + und - zoomen; Ziehen verschiebt das vergrößerte Bild; 0 zeigt das ganze Bild</translation>
    </message>
</context>
<context>
    <name>mazeworks::PlaceTool</name>
    <message>
        <source>Muncher</source>
        <translation>Muncher</translation>
    </message>
    <message>
        <source>Fruit</source>
        <translation>Frucht</translation>
    </message>
    <message>
        <source>Red Ghost</source>
        <translation>Roter Geist</translation>
    </message>
    <message>
        <source>Pink Ghost</source>
        <translation>Pinker Geist</translation>
    </message>
    <message>
        <source>Cyan Ghost</source>
        <translation>Cyanfarbener Geist</translation>
    </message>
    <message>
        <source>Orange Ghost</source>
        <translation>Orangefarbener Geist</translation>
    </message>
    <message>
        <source>Red Ghost&apos;s Corner</source>
        <translation>Ecke des roten Geistes</translation>
    </message>
    <message>
        <source>Pink Ghost&apos;s Corner</source>
        <translation>Ecke des pinken Geistes</translation>
    </message>
    <message>
        <source>Cyan Ghost&apos;s Corner</source>
        <translation>Ecke des cyanfarbenen Geistes</translation>
    </message>
    <message>
        <source>Orange Ghost&apos;s Corner</source>
        <translation>Ecke des orangefarbenen Geistes</translation>
    </message>
    <message>
        <source>Click to place it heading %1; drag towards where it should head, or turn it with Z, Shift+Z or Shift+wheel.</source>
        <translation>Klicken, um die Figur mit Blickrichtung %1 zu setzen; zum Drehen in die gewünschte Richtung ziehen oder Z, Umschalt+Z bzw. Umschalt+Mausrad verwenden.</translation>
    </message>
    <message>
        <source>Click to place the fruit.</source>
        <translation>Klicken, um die Frucht zu platzieren.</translation>
    </message>
    <message>
        <source>Click to set the tile the ghost aims at while scattering; it may lie outside the map.</source>
        <translation>Klicken, um die Kachel festzulegen, die der Geist im Streumodus ansteuert; sie darf außerhalb der Karte liegen.</translation>
    </message>
</context>
<context>
    <name>mazeworks::PlayDock</name>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>&amp;Play Level</source>
        <translation>Level &amp;spielen</translation>
    </message>
    <message>
        <source>P&amp;ause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>P, Esc</source>
        <translation>P, Esc</translation>
    </message>
    <message>
        <source>Single &amp;Step</source>
        <translation>&amp;Einzelschritt</translation>
    </message>
    <message>
        <source>One step of 1/120 s while paused (.)</source>
        <translation>Ein Schritt von 1/120 s im pausierten Spiel (.)</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Neu starten</translation>
    </message>
    <message>
        <source>Faster and slower with + and - in the game</source>
        <translation>Schneller und langsamer mit + und - im Spiel</translation>
    </message>
    <message>
        <source>&amp;You, with the Keys</source>
        <translation>&amp;Sie, mit den Tasten</translation>
    </message>
    <message>
        <source>The &amp;Casual Pilot</source>
        <translation>Der &amp;Gelegenheitspilot</translation>
    </message>
    <message>
        <source>The &amp;Expert Pilot</source>
        <translation>Der &amp;Expertenpilot</translation>
    </message>
    <message>
        <source>&amp;Show What the Pilot Sees</source>
        <translation>&amp;Anzeigen, was der Pilot sieht</translation>
    </message>
    <message>
        <source>Its danger costs as red tiles, the way it planned as a green line</source>
        <translation>Seine Gefahrenkosten als rote Kacheln, sein geplanter Weg als grüne Linie</translation>
    </message>
    <message>
        <source>&amp;Mute</source>
        <translation>Stu&amp;mm</translation>
    </message>
    <message>
        <source>&amp;Full Window</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>Save this game so that it can be watched again, here or with mazeworks-cli replay</source>
        <translation>Dieses Spiel speichern, um es erneut anzusehen, hier oder mit mazeworks-cli replay</translation>
    </message>
    <message>
        <source>&amp;Open Replay...</source>
        <translation>Aufzeichnung ö&amp;ffnen...</translation>
    </message>
    <message>
        <source>Play&amp;test...</source>
        <translation>Spie&amp;ltest...</translation>
    </message>
    <message>
        <source>Let the pilot play the level many times and see how it goes</source>
        <translation>Den Piloten das Level viele Male spielen lassen und sehen, wie es läuft</translation>
    </message>
    <message>
        <source>&amp;Best Scores...</source>
        <translation>&amp;Bestenliste...</translation>
    </message>
    <message>
        <source>&amp;Keys of the Game...</source>
        <translation>&amp;Tastenbelegung...</translation>
    </message>
    <message>
        <source>Game seconds a second: slow it down or hurry it up for testing (- and +)</source>
        <translation>Spielsekunden pro Sekunde: zum Testen verlangsamen oder beschleunigen (- und +)</translation>
    </message>
    <message>
        <source>Who has the keys: you, or the computer pilot</source>
        <translation>Wer die Tasten bedient: Sie oder der Computerpilot</translation>
    </message>
    <message>
        <source>You play</source>
        <translation>Sie spielen</translation>
    </message>
    <message>
        <source>Casual pilot</source>
        <translation>Gelegenheitspilot</translation>
    </message>
    <message>
        <source>Expert pilot</source>
        <translation>Expertenpilot</translation>
    </message>
    <message>
        <source>Open a level, or make a new one, to play it.</source>
        <translation>Öffnen Sie ein Level oder erstellen Sie ein neues, um es zu spielen.</translation>
    </message>
    <message>
        <source>The game cannot start: %1.</source>
        <translation>Das Spiel kann nicht starten: %1.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1 cannot be played yet.&lt;/b&gt; Fix these errors first (click one to see it on the map):</source>
        <translation>
            <numerusform>&lt;b&gt;%1 kann noch nicht gespielt werden.&lt;/b&gt; Beheben Sie zuerst diesen Fehler (anklicken, um ihn auf der Karte zu sehen):</numerusform>
            <numerusform>&lt;b&gt;%1 kann noch nicht gespielt werden.&lt;/b&gt; Beheben Sie zuerst diese Fehler (einen anklicken, um ihn auf der Karte zu sehen):</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 cannot be played yet.&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1 kann noch nicht gespielt werden.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>... and %1 more: the Diagnostics panel lists them all.</source>
        <translation>... und %1 weitere: Das Bedienfeld „Diagnose“ listet alle auf.</translation>
    </message>
    <message>
        <source>REPLAY</source>
        <translation>WIEDERGABE</translation>
    </message>
    <message>
        <source>expert pilot</source>
        <translation>Expertenpilot</translation>
    </message>
    <message>
        <source>casual pilot</source>
        <translation>Gelegenheitspilot</translation>
    </message>
    <message>
        <source>you</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>A new best score for this level: %1!</source>
        <translation>Neuer Rekord für dieses Level: %1!</translation>
    </message>
    <message>
        <source>F5 plays the current level.</source>
        <translation>F5 spielt das aktuelle Level.</translation>
    </message>
    <message>
        <source>Replay of %1</source>
        <translation>Aufzeichnung von %1</translation>
    </message>
    <message>
        <source>seed %1</source>
        <translation>Startwert %1</translation>
    </message>
    <message>
        <source>the expert pilot plays</source>
        <translation>der Expertenpilot spielt</translation>
    </message>
    <message>
        <source>the casual pilot plays</source>
        <translation>der Gelegenheitspilot spielt</translation>
    </message>
    <message>
        <source> (looking away)</source>
        <translation> (schaut weg)</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>pausiert</translation>
    </message>
    <message>
        <source>%1 seed %2 score %3.replay</source>
        <translation>%1 Startwert %2 Punkte %3.replay</translation>
    </message>
    <message>
        <source>Save Replay</source>
        <translation>Aufzeichnung speichern</translation>
    </message>
    <message>
        <source>Mazeworks replays (*.replay);;All files (*)</source>
        <translation>Mazeworks-Aufzeichnungen (*.replay);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot Save the Replay</source>
        <translation>Aufzeichnung kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Replay saved: %1</source>
        <translation>Aufzeichnung gespeichert: %1</translation>
    </message>
    <message>
        <source>Open Replay</source>
        <translation>Aufzeichnung öffnen</translation>
    </message>
    <message>
        <source>Cannot Open the Replay</source>
        <translation>Aufzeichnung kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>... and %1 more</source>
        <translation>... und %1 weitere</translation>
    </message>
    <message>
        <source>Cannot Play the Replay</source>
        <translation>Aufzeichnung kann nicht abgespielt werden</translation>
    </message>
    <message>
        <source>%1 is not a replay that can be played:&lt;br&gt;&lt;br&gt;%2</source>
        <translation>%1 ist keine abspielbare Aufzeichnung:&lt;br&gt;&lt;br&gt;%2</translation>
    </message>
    <message>
        <source>Playtest</source>
        <translation>Spieltest</translation>
    </message>
    <message>
        <source>Open a level first: the pilot plays the current level.</source>
        <translation>Öffnen Sie zuerst ein Level: Der Pilot spielt das aktuelle Level.</translation>
    </message>
    <message>
        <source>The level has errors: fix them first, they are listed in the Diagnostics panel.</source>
        <translation>Das Level hat Fehler: Beheben Sie sie zuerst; sie stehen im Bedienfeld „Diagnose“.</translation>
    </message>
    <message>
        <source>Best Scores</source>
        <translation>Bestenliste</translation>
    </message>
    <message>
        <source>The best games of &lt;b&gt;%1&lt;/b&gt; (this level as it is now):</source>
        <translation>Die besten Spiele von &lt;b&gt;%1&lt;/b&gt; (dieses Level in seinem jetzigen Zustand):</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>No game has ended on this level yet.</source>
        <translation>Auf diesem Level wurde noch kein Spiel beendet.</translation>
    </message>
    <message>
        <source>Play the level as it is now, unsaved changes too</source>
        <translation>Das Level im aktuellen Zustand spielen, auch mit ungespeicherten Änderungen</translation>
    </message>
    <message>
        <source>Spee&amp;d</source>
        <translation>&amp;Geschwindigkeit</translation>
    </message>
    <message>
        <source>&amp;Who Plays</source>
        <translation>&amp;Wer spielt</translation>
    </message>
    <message>
        <source>The game alone on the screen, and back</source>
        <translation>Nur das Spiel auf dem Bildschirm, und zurück</translation>
    </message>
    <message>
        <source>Sa&amp;ve Replay...</source>
        <translation>&amp;Aufzeichnung speichern...</translation>
    </message>
    <message>
        <source>rules: %1</source>
        <translation>Regeln: %1</translation>
    </message>
</context>
<context>
    <name>mazeworks::PlayView</name>
    <message>
        <source>Press F5 to play the level you are editing.</source>
        <translation>Drücken Sie F5, um das Level zu spielen, das Sie gerade bearbeiten.</translation>
    </message>
    <message>
        <source>Click here to steer with the keys</source>
        <translation>Hier klicken, um mit den Tasten zu steuern</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
</context>
<context>
    <name>mazeworks::PlaytestDialog</name>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Show the deaths on the &amp;map</source>
        <translation>Tode auf der &amp;Karte zeigen</translation>
    </message>
    <message>
        <source>&amp;Export PNG...</source>
        <translation>PNG e&amp;xportieren...</translation>
    </message>
    <message>
        <source>Playtest</source>
        <translation>Spieltest</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Casual: the title-screen player, who looks away now and then</source>
        <translation>Gelegenheitspilot: der Spieler vom Titelbildschirm, der ab und zu wegschaut</translation>
    </message>
    <message>
        <source>Expert: plays as well as it can</source>
        <translation>Expertenpilot: spielt so gut, wie er kann</translation>
    </message>
    <message>
        <source>The games use this seed and the ones after it: the same seeds play the same games, here and with mazeworks-cli play --seed</source>
        <translation>Die Spiele verwenden diesen Startwert und die folgenden: Dieselben Startwerte ergeben dieselben Spiele, hier und mit mazeworks-cli play --seed</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>&amp;Games:</source>
        <translation>Spi&amp;ele:</translation>
    </message>
    <message>
        <source>&amp;Pilot:</source>
        <translation>&amp;Pilot:</translation>
    </message>
    <message>
        <source>&amp;First seed:</source>
        <translation>Erster Start&amp;wert:</translation>
    </message>
    <message>
        <source>&amp;Longest game:</source>
        <translation>&amp;Längstes Spiel:</translation>
    </message>
    <message>
        <source>Run the games to see how the level plays.</source>
        <translation>Starten Sie die Spiele, um zu sehen, wie sich das Level spielt.</translation>
    </message>
    <message>
        <source>Cleared the first level:</source>
        <translation>Erstes Level geschafft:</translation>
    </message>
    <message>
        <source>Mean score:</source>
        <translation>Mittlere Punktzahl:</translation>
    </message>
    <message>
        <source>Best score:</source>
        <translation>Beste Punktzahl:</translation>
    </message>
    <message>
        <source>Levels reached:</source>
        <translation>Erreichte Level:</translation>
    </message>
    <message>
        <source>Mean time to the first death:</source>
        <translation>Mittlere Zeit bis zum ersten Tod:</translation>
    </message>
    <message>
        <source>Mean length of a game:</source>
        <translation>Mittlere Spieldauer:</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Kennzahlen</translation>
    </message>
    <message>
        <source>Where the muncher was caught</source>
        <translation>Wo der Muncher gefangen wurde</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Level: &lt;b&gt;%1&lt;/b&gt;, as it is in the editor now</source>
        <translation>Level: &lt;b&gt;%1&lt;/b&gt;, so wie es gerade im Editor ist</translation>
    </message>
    <message>
        <source>%1 of %2 games played</source>
        <translation>%1 von %2 Spielen gespielt</translation>
    </message>
    <message>
        <source>Cancelled after %1 of %2 games: the figures are those of the games played.</source>
        <translation>Nach %1 von %2 Spielen abgebrochen: Die Kennzahlen beziehen sich auf die gespielten Spiele.</translation>
    </message>
    <message>
        <source>%1 games played.</source>
        <translation>%1 Spiele gespielt.</translation>
    </message>
    <message>
        <source>%1 (%2 of %3 games)</source>
        <translation>%1 (%2 von %3 Spielen)</translation>
    </message>
    <message>
        <source>%1 (seed %2)</source>
        <translation>%1 (Startwert %2)</translation>
    </message>
    <message>
        <source>level %1: %2</source>
        <translation>Level %1: %2</translation>
    </message>
    <message>
        <source>%1 s (%2 games lost a life)</source>
        <translation>%1 s (in %2 Spielen ging ein Leben verloren)</translation>
    </message>
    <message>
        <source>never caught</source>
        <translation>nie gefangen</translation>
    </message>
    <message>
        <source>%1 s; %2 of %3 games over</source>
        <translation>%1 s; %2 von %3 Spielen verloren</translation>
    </message>
    <message>
        <source>%1 deaths.png</source>
        <translation>%1 Tode.png</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <source>Export the Heat Map</source>
        <translation>Heatmap exportieren</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Cannot Export</source>
        <translation>Export nicht möglich</translation>
    </message>
    <message>
        <source>With its rules</source>
        <translation>Mit seinen Regeln</translation>
    </message>
    <message>
        <source>Without rules</source>
        <translation>Ohne Regeln</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Unterschied</translation>
    </message>
    <message>
        <source>Stopped after %1 of %2 games (%3): the figures are those of the games played.</source>
        <translation>Nach %1 von %2 Spielen angehalten (%3): Die Kennzahlen beziehen sich auf die gespielten Spiele.</translation>
    </message>
    <message>
        <source>%1 games played with the level&apos;s rules and %1 without.</source>
        <translation>%1 Spiele mit den Regeln des Levels gespielt und %1 ohne.</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 percentage points</source>
        <translation>%1 Prozentpunkte</translation>
    </message>
    <message>
        <source>mean level %1</source>
        <translation>mittleres Level %1</translation>
    </message>
    <message>
        <source>The level&apos;s rules: %1</source>
        <translation>Die Regeln des Levels: %1</translation>
    </message>
    <message>
        <source>&amp;Open as Replay</source>
        <translation>Als Aufzeichnung &amp;öffnen</translation>
    </message>
    <message>
        <source>The games</source>
        <translation>Die Spiele</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Deaths</source>
        <translation>Tode</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Double-click a game to watch it as a replay</source>
        <translation>Doppelklick auf ein Spiel zeigt es als Aufzeichnung</translation>
    </message>
    <message>
        <source>Play the chosen game back in the play panel, with its timeline</source>
        <translation>Spielt das gewählte Spiel im Spielen-Panel ab, mit seiner Zeitleiste</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>time up</source>
        <translation>Zeit um</translation>
    </message>
    <message>
        <source>95 % interval %1 to %2</source>
        <translation>95-%-Konfidenzintervall: %1 bis %2</translation>
    </message>
    <message>
        <source>95 % interval %1 to %2 s</source>
        <translation>95-%-Konfidenzintervall: %1 bis %2 s</translation>
    </message>
    <message>
        <source>Where the catches &amp;moved</source>
        <translation>Wohin sich die Fänge &amp;verschoben haben</translation>
    </message>
    <message>
        <source>Also plays the same seeds on another version of the level, and shows both sets of figures side by side with the difference, the verdict and where the catches moved</source>
        <translation>Spielt dieselben Startwerte auch auf einer anderen Fassung des Levels und zeigt beide Zahlenreihen nebeneinander, mit dem Unterschied, dem Urteil und wohin sich die Fänge verschoben haben</translation>
    </message>
    <message>
        <source>Compare &amp;with:</source>
        <translation>&amp;Vergleichen mit:</translation>
    </message>
    <message>
        <source>Warm where the level in the editor has more catches than the level it is compared with, blue where it has fewer</source>
        <translation>Warm, wo das Level im Editor mehr Fänge hat als das Vergleichslevel, blau, wo es weniger hat</translation>
    </message>
    <message>
        <source>Saved file</source>
        <translation>Gespeicherte Datei</translation>
    </message>
    <message>
        <source>%1 games played on the level in the editor and %1 on %2, on the same seeds.</source>
        <translation>%1 Spiele auf dem Level im Editor und %1 auf %2 gespielt, mit denselben Startwerten.</translation>
    </message>
    <message>
        <source>In the editor</source>
        <translation>Im Editor</translation>
    </message>
    <message>
        <source>The same seeds on the level as it is in the editor and on %1</source>
        <translation>Dieselben Startwerte auf dem Level, wie es im Editor ist, und auf %1</translation>
    </message>
    <message>
        <source>Where the catches moved</source>
        <translation>Wohin sich die Fänge verschoben haben</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>level: games that ended on it</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>No figure: one of the two levels never had the muncher caught</source>
        <translation>Kein Wert: In einem der beiden Level wurde der Muncher nie gefangen</translation>
    </message>
    <message>
        <source>No 95 % interval from fewer than two games</source>
        <translation>Kein 95-%-Intervall aus weniger als zwei Spielen</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>percentage points</source>
        <translation>Prozentpunkte</translation>
    </message>
    <message>
        <source>Harder with its rules: the clear rate changes by %1 (95 % interval %2 to %3).</source>
        <translation>Mit seinen Regeln schwerer: Die Abschlussrate ändert sich um %1 (95-%-Intervall %2 bis %3).</translation>
    </message>
    <message>
        <source>Harder in the editor than %1: the clear rate changes by %2 (95 % interval %3 to %4).</source>
        <translation>Im Editor schwerer als %1: Die Abschlussrate ändert sich um %2 (95-%-Intervall %3 bis %4).</translation>
    </message>
    <message>
        <source>Easier with its rules: the clear rate changes by %1 (95 % interval %2 to %3).</source>
        <translation>Mit seinen Regeln leichter: Die Abschlussrate ändert sich um %1 (95-%-Intervall %2 bis %3).</translation>
    </message>
    <message>
        <source>Easier in the editor than %1: the clear rate changes by %2 (95 % interval %3 to %4).</source>
        <translation>Im Editor leichter als %1: Die Abschlussrate ändert sich um %2 (95-%-Intervall %3 bis %4).</translation>
    </message>
    <message>
        <source>No detectable difference in the clear rate at 95 %: it changes by %1, and its interval, %2 to %3, holds nought. More games narrow it.</source>
        <translation>Kein nachweisbarer Unterschied in der Abschlussrate bei 95 %: Sie ändert sich um %1, und ihr Intervall, %2 bis %3, enthält die Null. Mehr Spiele machen es enger.</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>Nichts</translation>
    </message>
    <message>
        <source>The level without its rules</source>
        <translation>Das Level ohne seine Regeln</translation>
    </message>
    <message>
        <source>Its saved file: %1</source>
        <translation>Seine gespeicherte Datei: %1</translation>
    </message>
    <message>
        <source>Another file...</source>
        <translation>Eine andere Datei...</translation>
    </message>
    <message>
        <source>Another file: %1</source>
        <translation>Andere Datei: %1</translation>
    </message>
    <message>
        <source>Compare with a Level</source>
        <translation>Mit einem Level vergleichen</translation>
    </message>
    <message>
        <source>Mazeworks levels (*.maze);;All files (*)</source>
        <translation>Mazeworks-Level (*.maze);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot compare with %1: %2.</source>
        <translation>Vergleich mit %1 nicht möglich: %2.</translation>
    </message>
    <message>
        <source>it has errors</source>
        <translation>es hat Fehler</translation>
    </message>
</context>
<context>
    <name>mazeworks::PredictMode</name>
    <message>
        <source>Pred&amp;ict</source>
        <translation>&amp;Mitraten</translation>
    </message>
    <message>
        <source>Before each step the class clicks the tile the search settles next</source>
        <translation>Vor jedem Schritt klickt die Klasse die Kachel an, die die Suche als Nächste abschließt</translation>
    </message>
    <message>
        <source>Pre&amp;dict</source>
        <translation>&amp;Mitraten</translation>
    </message>
    <message>
        <source>Before each step the class clicks the rooms Prim&apos;s tree joins or union-find merges next</source>
        <translation>Vor jedem Schritt klickt die Klasse die Räume an, die Prims Baum als Nächstes verbindet oder Union-Find vereinigt</translation>
    </message>
    <message>
        <source>Nothing is left to settle: the search is over.</source>
        <translation>Nichts mehr abzuschließen: Die Suche ist vorbei.</translation>
    </message>
    <message>
        <source>Predict asks while Prim&apos;s tree grows and while corridors merge sets; this step is not one of those.</source>
        <translation>Mitraten fragt, während Prims Baum wächst und Gänge Mengen vereinigen; dieser Schritt gehört nicht dazu.</translation>
    </message>
    <message>
        <source>Predict asks about a path search, the distance map or the flow field: show one, with its start and goal.</source>
        <translation>Mitraten fragt nach einer Wegsuche, der Distanzkarte oder dem Flussfeld: Zeige eines davon, mit Start und Ziel.</translation>
    </message>
</context>
<context>
    <name>mazeworks::RacePredict</name>
    <message>
        <source>Pred&amp;ict</source>
        <translation>&amp;Mitraten</translation>
    </message>
    <message>
        <source>Before each step the class clicks, in every pane, the tile its search settles next (%1)</source>
        <translation>Vor jedem Schritt klickt die Klasse in jedem Feld die Kachel an, die seine Suche als Nächstes abschließt (%1)</translation>
    </message>
    <message>
        <source>Predict asks about the race: pick an open start and goal in the Overlays panel.</source>
        <translation>Mitraten fragt nach dem Rennen: Wähle im Overlays-Bereich einen offenen Start und ein offenes Ziel.</translation>
    </message>
    <message>
        <source>Every search has finished: nothing is left to settle. Reset to predict the race again.</source>
        <translation>Jede Suche ist fertig: Nichts bleibt abzuschließen. „Von vorn“, um wieder mitzuraten.</translation>
    </message>
    <message>
        <source>Click the tile this search settles next.</source>
        <translation>Klicke die Kachel an, die diese Suche als Nächstes abschließt.</translation>
    </message>
    <message>
        <source>Answered %1; the others still to answer.</source>
        <translation>%1 geantwortet; die anderen fehlen noch.</translation>
    </message>
    <message>
        <source>Finished: not asked.</source>
        <translation>Fertig: nicht gefragt.</translation>
    </message>
</context>
<context>
    <name>mazeworks::RaceSpeech</name>
    <message>
        <source>%1: no way</source>
        <translation>%1: kein Weg</translation>
    </message>
    <message numerus="yes">
        <source>%1: found a way of %n step</source>
        <translation>
            <numerusform>%1: Weg mit %n Schritt gefunden</numerusform>
            <numerusform>%1: Weg mit %n Schritten gefunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: found a way of %n steps</source>
        <translation>
            <numerusform>%1: Weg mit %n Schritt gefunden</numerusform>
            <numerusform>%1: Weg mit %n Schritten gefunden</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: settled row %2, column %3, distance %4</source>
        <translation>%1: abgeschlossen Zeile %2, Spalte %3, Entfernung %4</translation>
    </message>
    <message>
        <source>%1: settled row %2, column %3</source>
        <translation>%1: abgeschlossen Zeile %2, Spalte %3</translation>
    </message>
    <message>
        <source>Back to step %1</source>
        <translation>Zurück zu Schritt %1</translation>
    </message>
</context>
<context>
    <name>mazeworks::RaceWindow</name>
    <message>
        <source>Race of Searches</source>
        <translation>Wettrennen der Suchen</translation>
    </message>
    <message>
        <source>Spee&amp;d:</source>
        <translation>Temp&amp;o:</translation>
    </message>
    <message>
        <source>%1 a second</source>
        <translation>%1 pro Sekunde</translation>
    </message>
    <message>
        <source>&amp;Searches:</source>
        <translation>S&amp;uchen:</translation>
    </message>
    <message>
        <source>&amp;Moves:</source>
        <translation>Be&amp;wegung:</translation>
    </message>
    <message>
        <source>4 directions</source>
        <translation>4 Richtungen</translation>
    </message>
    <message>
        <source>8 directions, corners: %1</source>
        <translation>8 Richtungen, Ecken: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Von vorn</translation>
    </message>
    <message>
        <source>Back to the beginning: every search at its start</source>
        <translation>Zurück zum Anfang: jede Suche an ihrem Start</translation>
    </message>
    <message>
        <source>Single S&amp;tep</source>
        <translation>Einzel&amp;schritt</translation>
    </message>
    <message>
        <source>Every search still running settles one more tile</source>
        <translation>Jede noch laufende Suche schließt eine weitere Kachel ab</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Abspielen</translation>
    </message>
    <message>
        <source>Play the race step by step</source>
        <translation>Das Rennen Schritt für Schritt abspielen</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>Zum &amp;Ende</translation>
    </message>
    <message>
        <source>Every search to its end</source>
        <translation>Jede Suche bis zu ihrem Ende</translation>
    </message>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>Voll&amp;bild</translation>
    </message>
    <message>
        <source>The race alone on the screen; Esc or F11 to come back</source>
        <translation>Das Rennen allein auf dem Bildschirm; Esc oder F11 führt zurück</translation>
    </message>
    <message>
        <source>E&amp;xport Picture...</source>
        <translation>Bild e&amp;xportieren...</translation>
    </message>
    <message>
        <source>The panes and the summary as a PNG picture, for a slide</source>
        <translation>Die Felder und die Zusammenfassung als PNG-Bild, für eine Folie</translation>
    </message>
    <message>
        <source>no level</source>
        <translation>kein Level</translation>
    </message>
    <message>
        <source>From %1 to %2 on %3</source>
        <translation>Von %1 nach %2 auf %3</translation>
    </message>
    <message>
        <source>Pick a start and a goal in the Overlays panel</source>
        <translation>Wählen Sie im Bereich Overlays einen Start und ein Ziel</translation>
    </message>
    <message>
        <source>tiles looked at</source>
        <translation>betrachtete Kacheln</translation>
    </message>
    <message>
        <source>on the frontier</source>
        <translation>an der Suchfront</translation>
    </message>
    <message>
        <source>cost of the way</source>
        <translation>Kosten des Wegs</translation>
    </message>
    <message>
        <source>steps of the way</source>
        <translation>Schritte des Wegs</translation>
    </message>
    <message>
        <source>✓ optimal</source>
        <translation>✓ optimal</translation>
    </message>
    <message>
        <source>★ fewest tiles</source>
        <translation>★ wenigste Kacheln</translation>
    </message>
    <message>
        <source>done: %1 steps</source>
        <translation>fertig: %1 Schritte</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <source>The start and the goal must both be open tiles.</source>
        <translation>Start und Ziel müssen beide offene Kacheln sein.</translation>
    </message>
    <message>
        <source>No way leads from the start to the goal.</source>
        <translation>Kein Weg führt vom Start zum Ziel.</translation>
    </message>
    <message>
        <source>None found the cheapest way, which costs %1.</source>
        <translation>Keine fand den billigsten Weg, der %1 kostet.</translation>
    </message>
    <message>
        <source>The cheapest way costs %1: found by %2.</source>
        <translation>Der billigste Weg kostet %1: gefunden von %2.</translation>
    </message>
    <message>
        <source>Fewest tiles looked at: %1 (%2).</source>
        <translation>Wenigste betrachtete Kacheln: %1 (%2).</translation>
    </message>
    <message>
        <source>Export the Race as a Picture</source>
        <translation>Das Rennen als Bild exportieren</translation>
    </message>
    <message>
        <source>race.png</source>
        <translation>rennen.png</translation>
    </message>
    <message>
        <source>Step &amp;Back</source>
        <translation>Schritt &amp;zurück</translation>
    </message>
    <message>
        <source>Back to the step before: every search as it was then</source>
        <translation>Zurück zum Schritt davor: jede Suche, wie sie damals war</translation>
    </message>
</context>
<context>
    <name>mazeworks::RecentFiles</name>
    <message>
        <source>%1 (not found)</source>
        <translation>%1 (nicht gefunden)</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Keine zuletzt geöffneten Dateien</translation>
    </message>
    <message>
        <source>Remove Files Not Found</source>
        <translation>Nicht gefundene Dateien entfernen</translation>
    </message>
    <message>
        <source>Clear Recent Files</source>
        <translation>Liste leeren</translation>
    </message>
</context>
<context>
    <name>mazeworks::RectangleTool</name>
    <message>
        <source>Rectangle</source>
        <translation>Rechteck</translation>
    </message>
    <message>
        <source>Drag to fill a rectangle with the chosen tile; Shift keeps it square, Escape drops it.</source>
        <translation>Ziehen, um ein Rechteck mit der gewählten Kachel zu füllen; Umschalt hält es quadratisch, Esc verwirft es.</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
</context>
<context>
    <name>mazeworks::ReplayTimeline</name>
    <message>
        <source>Drag to any moment of the game</source>
        <translation>Zu einem beliebigen Zeitpunkt des Spiels ziehen</translation>
    </message>
    <message>
        <source>Pause the replay</source>
        <translation>Wiedergabe anhalten</translation>
    </message>
    <message>
        <source>Play the replay</source>
        <translation>Aufzeichnung abspielen</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Score %1</source>
        <translation>Punkte: %1</translation>
    </message>
    <message>
        <source>Score %1; the replay ends at %2</source>
        <translation>Punkte: %1; die Aufzeichnung endet bei %2</translation>
    </message>
    <message>
        <source>%1 %2 where the replay says %3</source>
        <translation>%1 %2, laut Aufzeichnung %3</translation>
    </message>
    <message>
        <source>The game came to the result it recorded: %1 points.</source>
        <translation>Das Spiel hat das aufgezeichnete Ergebnis erreicht: %1 Punkte.</translation>
    </message>
    <message>
        <source>&lt;b&gt;This game plays back differently:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Dieses Spiel läuft bei der Wiedergabe anders ab:&lt;/b&gt; %1</translation>
    </message>
</context>
<context>
    <name>mazeworks::ResizeMapDialog</name>
    <message>
        <source>Resize Map</source>
        <translation>Kartengröße ändern</translation>
    </message>
    <message>
        <source> tiles</source>
        <translation> Kacheln</translation>
    </message>
    <message>
        <source>Positive adds rows or columns on this side, negative takes them away.</source>
        <translation>Positive Werte fügen auf dieser Seite Reihen oder Spalten hinzu, negative entfernen sie.</translation>
    </message>
    <message>
        <source>&amp;Top:</source>
        <translation>&amp;Oben:</translation>
    </message>
    <message>
        <source>&amp;Left:</source>
        <translation>&amp;Links:</translation>
    </message>
    <message>
        <source>&amp;Right:</source>
        <translation>&amp;Rechts:</translation>
    </message>
    <message>
        <source>&amp;Bottom:</source>
        <translation>&amp;Unten:</translation>
    </message>
    <message>
        <source>New &amp;tiles:</source>
        <translation>Neue &amp;Kacheln:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Größe:</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#d03030&apos;&gt;%1 × %2: a map is 1 to %3 tiles wide and high.&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#d03030&apos;&gt;%1 × %2: Eine Karte ist 1 bis %3 Kacheln breit und hoch.&lt;/span&gt;</translation>
    </message>
    <message>
        <source>%1 × %2 → %3 × %4</source>
        <translation>%1 × %2 → %3 × %4</translation>
    </message>
    <message>
        <source>the muncher</source>
        <translation>Muncher</translation>
    </message>
    <message>
        <source>the fruit</source>
        <translation>Frucht</translation>
    </message>
    <message>
        <source>Falls off the map and is removed: %1. Undo brings it back.</source>
        <translation>Fällt aus der Karte und wird entfernt: %1. Mit „Rückgängig“ lässt sich das zurücknehmen.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>mazeworks::ScreenReader</name>
    <message>
        <source>What the editor last announced</source>
        <translation>Was der Editor zuletzt angesagt hat</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Rückgängig gemacht: %1</translation>
    </message>
    <message>
        <source>No problems</source>
        <translation>Keine Probleme</translation>
    </message>
    <message numerus="yes">
        <source>%n problem: %1</source>
        <translation>
            <numerusform>%n Problem: %1</numerusform>
            <numerusform>%n Probleme: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problems: %1</source>
        <translation>
            <numerusform>%n Problem: %1</numerusform>
            <numerusform>%n Probleme: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazeworks::SearchForm</name>
    <message>
        <source>Search</source>
        <translation>Suche</translation>
    </message>
    <message>
        <source>&amp;Algorithm:</source>
        <translation>&amp;Algorithmus:</translation>
    </message>
    <message>
        <source>&amp;Heuristic:</source>
        <translation>&amp;Heuristik:</translation>
    </message>
    <message>
        <source>Weighted A*: f = g + w × h. Above 1 it looks at fewer tiles, and its way may cost up to w times the cheapest.</source>
        <translation>Gewichtetes A*: f = g + w × h. Über 1 betrachtet es weniger Kacheln, und sein Weg kann bis zum w-Fachen des billigsten kosten.</translation>
    </message>
    <message>
        <source>&amp;Weight of h:</source>
        <translation>&amp;Gewicht von h:</translation>
    </message>
    <message>
        <source>From &amp;both ends (bidirectional)</source>
        <translation>Von &amp;beiden Enden (bidirektional)</translation>
    </message>
    <message>
        <source>Dijkstra or A* from the start and from the goal at once, until the two meet</source>
        <translation>Dijkstra oder A* zugleich vom Start und vom Ziel, bis sich beide treffen</translation>
    </message>
    <message>
        <source>Stop at the goal (&amp;early exit)</source>
        <translation>Am Ziel anhalten (&amp;früher Abbruch)</translation>
    </message>
    <message>
        <source>Without it, breadth-first search and Dijkstra settle every tile they can reach, then give the way to the goal</source>
        <translation>Ohne ihn schließen Breitensuche und Dijkstra jede erreichbare Kachel ab und geben dann den Weg zum Ziel</translation>
    </message>
    <message>
        <source>4 directions</source>
        <translation>4 Richtungen</translation>
    </message>
    <message>
        <source>8 directions</source>
        <translation>8 Richtungen</translation>
    </message>
    <message>
        <source>&amp;Moves:</source>
        <translation>Be&amp;wegung:</translation>
    </message>
    <message>
        <source>When a diagonal step may pass a wall beside its corner</source>
        <translation>Wann ein diagonaler Schritt an einer Wand neben seiner Ecke vorbeigehen darf</translation>
    </message>
    <message>
        <source>Steps (breadth-first search)</source>
        <translation>Schritte (Breitensuche)</translation>
    </message>
    <message>
        <source>Weights (Dijkstra)</source>
        <translation>Gewichte (Dijkstra)</translation>
    </message>
    <message>
        <source>&amp;Costs:</source>
        <translation>&amp;Kosten:</translation>
    </message>
    <message>
        <source>With 8 directions a diagonal step costs √2 times the tile it enters</source>
        <translation>Mit 8 Richtungen kostet ein diagonaler Schritt das √2-Fache der Kachel, die er betritt</translation>
    </message>
    <message>
        <source>Dia&amp;gonals:</source>
        <translation>Dia&amp;gonalen:</translation>
    </message>
    <message>
        <source>Weight of h</source>
        <translation>Gewicht von h</translation>
    </message>
</context>
<context>
    <name>mazeworks::SearchSpeech</name>
    <message>
        <source>Settled row %1, column %2</source>
        <translation>Abgeschlossen: Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>Settled row %1, column %2, distance %3</source>
        <translation>Abgeschlossen: Zeile %1, Spalte %2, Entfernung %3</translation>
    </message>
    <message numerus="yes">
        <source>The wave reached %n tile</source>
        <translation>
            <numerusform>Die Welle erreichte %n Kachel</numerusform>
            <numerusform>Die Welle erreichte %n Kacheln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The wave reached %n tiles</source>
        <translation>
            <numerusform>Die Welle erreichte %n Kachel</numerusform>
            <numerusform>Die Welle erreichte %n Kacheln</numerusform>
        </translation>
    </message>
    <message>
        <source>No way</source>
        <translation>Kein Weg</translation>
    </message>
    <message numerus="yes">
        <source>Found a way of %n step, cost %1</source>
        <translation>
            <numerusform>Weg mit %n Schritt gefunden, Kosten %1</numerusform>
            <numerusform>Weg mit %n Schritten gefunden, Kosten %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Found a way of %n steps, cost %1</source>
        <translation>
            <numerusform>Weg mit %n Schritt gefunden, Kosten %1</numerusform>
            <numerusform>Weg mit %n Schritten gefunden, Kosten %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Found a way of %n step</source>
        <translation>
            <numerusform>Weg mit %n Schritt gefunden</numerusform>
            <numerusform>Weg mit %n Schritten gefunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Found a way of %n steps</source>
        <translation>
            <numerusform>Weg mit %n Schritt gefunden</numerusform>
            <numerusform>Weg mit %n Schritten gefunden</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazeworks::SettingsActions</name>
    <message>
        <source>System Language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>The new language takes effect when Mazeworks is started again.</source>
        <translation>Die neue Sprache wird beim nächsten Start von Mazeworks wirksam.</translation>
    </message>
    <message>
        <source>&amp;Appearance</source>
        <translation>&amp;Erscheinungsbild</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;System</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <source>&amp;High Contrast</source>
        <translation>Hoher &amp;Kontrast</translation>
    </message>
</context>
<context>
    <name>mazeworks::SharedKeys</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Keys: %1</source>
        <translation>Tasten: %1</translation>
    </message>
    <message>
        <source>Keys: the map</source>
        <translation>Tasten: die Karte</translation>
    </message>
    <message>
        <source>F5, F10 and the keys like them act in the panel last clicked or typed in, shown by the mark before its title; on the map, F5 plays the level and F10 steps the search</source>
        <translation>F5, F10 und ähnliche Tasten wirken in dem Bedienfeld, das zuletzt angeklickt oder benutzt wurde; es ist am Zeichen vor seinem Titel zu erkennen. Auf der Karte spielt F5 das Level und F10 führt die Suche einen Schritt weiter</translation>
    </message>
</context>
<context>
    <name>mazeworks::SlideShow</name>
    <message>
        <source>The level %1 cannot be read.</source>
        <translation>Das Level %1 kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The slide names no level.</source>
        <translation>Die Folie nennt kein Level.</translation>
    </message>
    <message>
        <source>The slide&apos;s dungeon cannot be made: %1</source>
        <translation>Der Dungeon der Folie kann nicht erzeugt werden: %1</translation>
    </message>
    <message>
        <source>Dungeon %1</source>
        <translation>Dungeon %1</translation>
    </message>
    <message>
        <source>The slide names no dungeon.</source>
        <translation>Die Folie nennt keinen Dungeon.</translation>
    </message>
    <message>
        <source>The slide&apos;s dungeon cannot be made.</source>
        <translation>Der Dungeon der Folie kann nicht erzeugt werden.</translation>
    </message>
    <message>
        <source>The replay %1 cannot be played.</source>
        <translation>Die Aufzeichnung %1 kann nicht abgespielt werden.</translation>
    </message>
    <message>
        <source>The slide&apos;s level cannot be played.</source>
        <translation>Das Level der Folie kann nicht gespielt werden.</translation>
    </message>
    <message>
        <source>No level is open: open one and show a search, or make a dungeon, first.</source>
        <translation>Kein Level geöffnet: Öffnen Sie eines und zeigen Sie eine Suche, oder erzeugen Sie einen Dungeon.</translation>
    </message>
    <message>
        <source>There is no view to add: show a search, a distance map or a flow field in the Overlays panel, or make a dungeon in the Generate panel.</source>
        <translation>Keine Ansicht zum Hinzufügen: Zeigen Sie eine Suche, Distanzkarte oder ein Flussfeld im Panel Overlays, oder erzeugen Sie einen Dungeon im Panel Generieren.</translation>
    </message>
    <message>
        <source>The level %1 is not saved: a lesson names its level&apos;s file.</source>
        <translation>Das Level %1 ist nicht gespeichert: Eine Lektion nennt die Datei ihres Levels.</translation>
    </message>
</context>
<context>
    <name>mazeworks::SourceDock</name>
    <message>
        <source>Source</source>
        <translation>Quelltext</translation>
    </message>
    <message>
        <source>No level is open.</source>
        <translation>Kein Level geöffnet.</translation>
    </message>
</context>
<context>
    <name>mazeworks::SourceView</name>
    <message numerus="yes">
        <source>(+%Ln more)</source>
        <translation>
            <numerusform>(+%Ln weitere)</numerusform>
            <numerusform>(+%Ln weitere)</numerusform>
        </translation>
    </message>
    <message>
        <source>Level text</source>
        <translation>Leveltext</translation>
    </message>
</context>
<context>
    <name>mazeworks::StepTimeline</name>
    <message>
        <source>Drag to any step: everything is shown as it was at that step</source>
        <translation>Zu einem beliebigen Schritt ziehen: Alles wird gezeigt, wie es bei diesem Schritt war</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>Step %1 of %2 so far</source>
        <translation>Schritt %1 von bisher %2</translation>
    </message>
</context>
<context>
    <name>mazeworks::TileKindsDialog</name>
    <message>
        <source>Tiles Without a Kind</source>
        <translation>Kacheln ohne Art</translation>
    </message>
    <message>
        <source>%1 draws its maze with tiles whose tileset does not say what they are in a maze. Choose a kind for each tile; select several rows to give them one kind at once.</source>
        <translation>%1 zeichnet sein Labyrinth mit Kacheln, deren Tileset nicht sagt, was sie in einem Labyrinth sind. Wählen Sie für jede Kachel eine Art; markieren Sie mehrere Zeilen, um ihnen auf einmal eine Art zu geben.</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Kachel</translation>
    </message>
    <message>
        <source>On the map</source>
        <translation>Auf der Karte</translation>
    </message>
    <message>
        <source>Type in Tiled</source>
        <translation>Typ in Tiled</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>%1, tile %2</source>
        <translation>%1, Kachel %2</translation>
    </message>
    <message>
        <source>Tile %1 of the tileset &quot;%2&quot;; first at column %3, row %4 of the layer &quot;%5&quot;</source>
        <translation>Kachel %1 des Tilesets &quot;%2&quot;; zuerst in Spalte %3, Zeile %4 der Ebene &quot;%5&quot;</translation>
    </message>
    <message>
        <source>Choose a kind</source>
        <translation>Art wählen</translation>
    </message>
    <message>
        <source>&amp;Remember these kinds for the tileset, for the next import</source>
        <translation>Diese Arten für das Tileset &amp;merken, für den nächsten Import</translation>
    </message>
    <message>
        <source>&amp;Write them into %1 as each tile&apos;s &quot;kind&quot; property, so that Tiled keeps them too</source>
        <translation>In %1 als Eigenschaft &quot;kind&quot; jeder Kachel &amp;schreiben, damit auch Tiled sie behält</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <source>Every tile has a kind.</source>
        <translation>Jede Kachel hat eine Art.</translation>
    </message>
    <message>
        <source>Tiles still without a kind: %1.</source>
        <translation>Kacheln noch ohne Art: %1.</translation>
    </message>
    <message>
        <source>Tiles without a kind</source>
        <translation>Kacheln ohne Art</translation>
    </message>
</context>
<context>
    <name>mazeworks::TileNames</name>
    <message>
        <source>wall</source>
        <translation>Wand</translation>
    </message>
    <message>
        <source>dot</source>
        <translation>Punkt</translation>
    </message>
    <message>
        <source>energizer</source>
        <translation>Kraftpille</translation>
    </message>
    <message>
        <source>floor</source>
        <translation>Boden</translation>
    </message>
    <message>
        <source>tunnel</source>
        <translation>Tunnel</translation>
    </message>
    <message>
        <source>door of the ghosts&apos; house</source>
        <translation>Tür des Geisterhauses</translation>
    </message>
    <message>
        <source>inside of the ghosts&apos; house</source>
        <translation>Inneres des Geisterhauses</translation>
    </message>
    <message>
        <source>red ghost</source>
        <translation>roter Geist</translation>
    </message>
    <message>
        <source>pink ghost</source>
        <translation>pinker Geist</translation>
    </message>
    <message>
        <source>cyan ghost</source>
        <translation>cyanfarbener Geist</translation>
    </message>
    <message>
        <source>orange ghost</source>
        <translation>orangefarbener Geist</translation>
    </message>
    <message>
        <source>up</source>
        <translation>nach oben</translation>
    </message>
    <message>
        <source>left</source>
        <translation>nach links</translation>
    </message>
    <message>
        <source>down</source>
        <translation>nach unten</translation>
    </message>
    <message>
        <source>right</source>
        <translation>nach rechts</translation>
    </message>
    <message>
        <source>Pink&apos;s slip</source>
        <translation>Pinks Überlauf</translation>
    </message>
    <message>
        <source>Red hunts by A*</source>
        <translation>Rot jagt mit A*</translation>
    </message>
    <message>
        <source>Dot counters</source>
        <translation>Punktzähler</translation>
    </message>
</context>
<context>
    <name>mazeworks::Tiled</name>
    <message>
        <source>this is not JSON: %1</source>
        <extracomment>%1: what the JSON reader says is wrong.</extracomment>
        <translation>das ist kein JSON: %1</translation>
    </message>
    <message>
        <source>a Tiled map is a JSON object, this is not one</source>
        <translation>eine Tiled-Karte ist ein JSON-Objekt, dies ist keines</translation>
    </message>
    <message>
        <source>this is not a Tiled map (TMX): %1</source>
        <extracomment>%1: what the XML reader says is wrong.</extracomment>
        <translation>das ist keine Tiled-Karte (TMX): %1</translation>
    </message>
    <message>
        <source>a Tiled map (.tmx) starts with &lt;map&gt;, not &lt;%1&gt;</source>
        <translation>eine Tiled-Karte (.tmx) beginnt mit &lt;map&gt;, nicht mit &lt;%1&gt;</translation>
    </message>
    <message>
        <source>this is a Tiled tileset, not a map</source>
        <translation>dies ist ein Tiled-Tileset, keine Karte</translation>
    </message>
    <message>
        <source>&quot;type&quot;: &quot;%1&quot; is not a Tiled map</source>
        <translation>&quot;type&quot;: &quot;%1&quot; ist keine Tiled-Karte</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2 is not a number</source>
        <extracomment>%1: the name of a field of the file; %2: what it holds.</extracomment>
        <translation>&quot;%1&quot;: %2 ist keine Zahl</translation>
    </message>
    <message>
        <source>the map is %1 x %2 tiles; a maze is 1 to %3 tiles wide and high</source>
        <translation>die Karte hat %1 x %2 Kacheln; ein Labyrinth ist 1 bis %3 Kacheln breit und hoch</translation>
    </message>
    <message>
        <source>a tile needs a width and a height in pixels (&quot;tilewidth&quot;, &quot;tileheight&quot;)</source>
        <translation>eine Kachel braucht eine Breite und eine Höhe in Pixeln (&quot;tilewidth&quot;, &quot;tileheight&quot;)</translation>
    </message>
    <message>
        <source>the map has no tile layer</source>
        <translation>die Karte hat keine Kachelebene</translation>
    </message>
    <message>
        <source>the tile layers hold more than %1 tiles in all</source>
        <translation>die Kachelebenen enthalten zusammen mehr als %1 Kacheln</translation>
    </message>
    <message>
        <source>the layer is %1 x %2 tiles, the map %3 x %4</source>
        <extracomment>%1 x %2: the layer&apos;s size; %3 x %4: the map&apos;s.</extracomment>
        <translation>die Ebene hat %1 x %2 Kacheln, die Karte %3 x %4</translation>
    </message>
    <message>
        <source>its data has %1 tiles, not the %4 of %2 x %3</source>
        <extracomment>%1: the tiles of the layer&apos;s data; %2 x %3: the layer&apos;s size; %4: its tiles.</extracomment>
        <translation>ihre Daten haben %1 Kacheln, nicht die %4 von %2 x %3</translation>
    </message>
    <message>
        <source>tile %1 of the data: %2 is not a tile number</source>
        <extracomment>%1: the place of the number in the layer&apos;s data, from 0; %2: what is there, as the file spells it.</extracomment>
        <translation>Kachel %1 der Daten: %2 ist keine Kachelnummer</translation>
    </message>
    <message>
        <source>the layer has no tile data</source>
        <translation>die Ebene hat keine Kacheldaten</translation>
    </message>
    <message>
        <source>the tile data&apos;s encoding &quot;%1&quot; is neither csv nor base64</source>
        <translation>die Kodierung &quot;%1&quot; der Kacheldaten ist weder csv noch base64</translation>
    </message>
    <message>
        <source>the tile data is not valid Base64</source>
        <translation>die Kacheldaten sind kein gültiges Base64</translation>
    </message>
    <message>
        <source>&quot;%1&quot; compression is none that Tiled writes (zlib, gzip, zstd)</source>
        <translation>die Kompression &quot;%1&quot; schreibt Tiled nicht (zlib, gzip, zstd)</translation>
    </message>
    <message>
        <source>the %1-compressed tile data holds more than the %2 bytes of its %3 tiles</source>
        <extracomment>%1: zlib, gzip or zstd.</extracomment>
        <translation>die %1-komprimierten Kacheldaten enthalten mehr als die %2 Bytes ihrer %3 Kacheln</translation>
    </message>
    <message>
        <source>the %1-compressed tile data cannot be uncompressed: it is damaged or cut short</source>
        <translation>die %1-komprimierten Kacheldaten lassen sich nicht entpacken: sie sind beschädigt oder abgeschnitten</translation>
    </message>
    <message>
        <source>the tile data is %1 bytes, not 4 bytes for each of its %2 tiles</source>
        <translation>die Kacheldaten umfassen %1 Bytes, nicht 4 Bytes für jede ihrer %2 Kacheln</translation>
    </message>
    <message>
        <source>the chunk at %1, %2 of %3 x %4 tiles is too large or too far out</source>
        <extracomment>%1, %2: the column and row where the chunk starts; %3 x %4: its size.</extracomment>
        <translation>der Chunk bei %1, %2 mit %3 x %4 Kacheln ist zu groß oder liegt zu weit draußen</translation>
    </message>
    <message>
        <source>the tiles of the infinite map span %1 x %2 tiles; a maze is 1 to %3 tiles wide and high</source>
        <translation>die Kacheln der unendlichen Karte erstrecken sich über %1 x %2 Kacheln; ein Labyrinth ist 1 bis %3 Kacheln breit und hoch</translation>
    </message>
    <message>
        <source>the infinite map has no tile anywhere</source>
        <translation>die unendliche Karte hat nirgends eine Kachel</translation>
    </message>
    <message>
        <source>its &quot;firstgid&quot; is missing or not a positive number</source>
        <translation>sein &quot;firstgid&quot; fehlt oder ist keine positive Zahl</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <extracomment>%1: a file&apos;s name; %2: why it cannot be read.</extracomment>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a Tiled tileset: %2</source>
        <extracomment>%1: a file&apos;s name; %2: what is wrong with it.</extracomment>
        <translation>%1 ist kein Tiled-Tileset: %2</translation>
    </message>
    <message>
        <source>%1 is not a Tiled object template: %2</source>
        <extracomment>%1: a file&apos;s name; %2: what is wrong with it.</extracomment>
        <translation>%1 ist keine Tiled-Objektvorlage: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a kind of tile (wall, dot, energizer, floor, tunnel, door, house)</source>
        <translation>&quot;%1&quot; ist keine Kachelart (wall, dot, energizer, floor, tunnel, door, house)</translation>
    </message>
    <message>
        <source>tile %1 of tileset &quot;%2&quot; has no kind (%3 on the map): in Tiled, give the tile a &quot;kind&quot; property or a type such as wall or dot</source>
        <extracomment>%1: the tile&apos;s number in its tileset; %2: the tileset; %3: how many tiles of the map are this tile.</extracomment>
        <translation>Kachel %1 des Tilesets &quot;%2&quot; hat keine Art (%3 auf der Karte): Geben Sie der Kachel in Tiled eine Eigenschaft &quot;kind&quot; oder einen Typ wie wall oder dot</translation>
    </message>
    <message>
        <source>tile %1 is in no tileset (%2 on the map)</source>
        <extracomment>%1: a tile number; %2: how many tiles of the map have it.</extracomment>
        <translation>Kachel %1 gehört zu keinem Tileset (%2 auf der Karte)</translation>
    </message>
    <message>
        <source>it lies at x %1, y %2, far outside any map</source>
        <extracomment>%1, %2: the object&apos;s position in pixels.</extracomment>
        <translation>es liegt bei x %1, y %2, weit außerhalb jeder Karte</translation>
    </message>
    <message>
        <source>heading &quot;%1&quot; is not a direction (up, left, down, right)</source>
        <translation>heading &quot;%1&quot; ist keine Richtung (up, left, down, right)</translation>
    </message>
    <message>
        <source>it has no &quot;kind&quot; property (red, pink, cyan, orange)</source>
        <translation>es hat keine Eigenschaft &quot;kind&quot; (red, pink, cyan, orange)</translation>
    </message>
    <message>
        <source>kind &quot;%1&quot; is not a ghost (red, pink, cyan, orange)</source>
        <translation>kind &quot;%1&quot; ist kein Geist (red, pink, cyan, orange)</translation>
    </message>
    <message>
        <source>release &quot;%1&quot; is not a number of seconds from 0 up</source>
        <translation>release &quot;%1&quot; ist keine Sekundenzahl ab 0</translation>
    </message>
    <message>
        <source>a second &quot;%1&quot; (the first is object %2)</source>
        <extracomment>%1: the object&apos;s type (muncher, ghost, corner, fruit); %2: the first object&apos;s number.</extracomment>
        <translation>ein zweites &quot;%1&quot; (das erste ist Objekt %2)</translation>
    </message>
    <message>
        <source>the map is %1, a maze is orthogonal: its tiles are read as a grid of squares, row by row</source>
        <extracomment>%1: isometric, staggered or hexagonal, as Tiled names them.</extracomment>
        <translation>die Karte ist %1, ein Labyrinth ist orthogonal: ihre Kacheln werden Zeile für Zeile als Raster aus Quadraten gelesen</translation>
    </message>
    <message>
        <source>the layer is hidden in Tiled, so it is left out</source>
        <translation>die Ebene ist in Tiled ausgeblendet und wird darum weggelassen</translation>
    </message>
    <message>
        <source>an image layer has no tiles, so it is left out</source>
        <translation>eine Bildebene hat keine Kacheln und wird darum weggelassen</translation>
    </message>
    <message>
        <source>Tiled draws the layer %1, %2 pixels off the grid; its tiles are read where the grid has them</source>
        <translation>Tiled zeichnet die Ebene um %1, %2 Pixel neben dem Raster; ihre Kacheln werden dort gelesen, wo das Raster sie hat</translation>
    </message>
    <message>
        <source>its type &quot;%1&quot; is no place of a maze (muncher, ghost, corner, fruit), so it is left out</source>
        <translation>sein Typ &quot;%1&quot; ist kein Platz eines Labyrinths (muncher, ghost, corner, fruit) und wird darum weggelassen</translation>
    </message>
    <message>
        <source>it has no type, so it is no place of a maze and is left out</source>
        <translation>es hat keinen Typ, ist also kein Platz eines Labyrinths und wird weggelassen</translation>
    </message>
    <message>
        <source>it is hidden in Tiled, so it is left out</source>
        <translation>es ist in Tiled ausgeblendet und wird darum weggelassen</translation>
    </message>
    <message>
        <source>the property &quot;%1&quot; means nothing to a maze, so it is left out</source>
        <translation>die Eigenschaft &quot;%1&quot; bedeutet einem Labyrinth nichts und wird darum weggelassen</translation>
    </message>
    <message>
        <source>the property &quot;rules&quot;: &quot;%1&quot; is not a rule (pink-slip, red-astar, dot-counters), so it is left out</source>
        <translation>die Eigenschaft &quot;rules&quot;: &quot;%1&quot; ist keine Regel (pink-slip, red-astar, dot-counters) und wird darum weggelassen</translation>
    </message>
    <message>
        <source>the property &quot;%1&quot;: &quot;%2&quot; is not a number of seconds from 0 up, so it is left out</source>
        <extracomment>%1: the property&apos;s name; %2: its value.</extracomment>
        <translation>die Eigenschaft &quot;%1&quot;: &quot;%2&quot; ist keine Sekundenzahl ab 0 und wird darum weggelassen</translation>
    </message>
    <message>
        <source>the property &quot;%1&quot;: &quot;%2&quot; is not a count of dots from 0 up, so it is left out</source>
        <extracomment>%1: the property&apos;s name; %2: its value.</extracomment>
        <translation>die Eigenschaft &quot;%1&quot;: &quot;%2&quot; ist keine Punktzahl ab 0 und wird darum weggelassen</translation>
    </message>
    <message>
        <source>the tile layers %1 are laid over one another, bottom first: each tile of the level is the uppermost one there; %2 tiles cover a tile of another kind</source>
        <extracomment>%1: the layers&apos; names, bottom first; %2: how many tiles of a lower layer are covered by one of another kind.</extracomment>
        <translation>die Kachelebenen %1 werden übereinandergelegt, die unterste zuerst: jede Kachel des Levels ist die oberste an ihrer Stelle; %2 Kacheln verdecken eine Kachel anderer Art</translation>
    </message>
    <message>
        <source>the map is infinite: the level is the rectangle its tiles cover, columns %1 to %2 and rows %3 to %4 of the map</source>
        <translation>die Karte ist unendlich: das Level ist das Rechteck, das ihre Kacheln bedecken, die Spalten %1 bis %2 und die Zeilen %3 bis %4 der Karte</translation>
    </message>
    <message>
        <source>%1 tiles of tileset &quot;%2&quot; have the kinds given for them, not kinds of the tileset</source>
        <extracomment>%1: how many tiles; %2: the tileset&apos;s name.</extracomment>
        <translation>%1 Kacheln des Tilesets &quot;%2&quot; haben die für sie angegebenen Arten, nicht Arten des Tilesets</translation>
    </message>
    <message>
        <source>... and %1 more problems</source>
        <translation>... und %1 weitere Probleme</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>object %1</source>
        <translation>Objekt %1</translation>
    </message>
    <message>
        <source>object %1 &quot;%2&quot;</source>
        <translation>Objekt %1 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>tileset &quot;%1&quot;</source>
        <translation>Tileset &quot;%1&quot;</translation>
    </message>
    <message>
        <source>tileset &quot;%1&quot;, tile %2</source>
        <translation>Tileset &quot;%1&quot;, Kachel %2</translation>
    </message>
    <message>
        <source>layer &quot;%1&quot;</source>
        <translation>Ebene &quot;%1&quot;</translation>
    </message>
    <message>
        <source>column %1, row %2</source>
        <translation>Spalte %1, Zeile %2</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>the %1-compressed tile data needs a %2 MiB window to uncompress, more than the %3 MiB allowed</source>
        <extracomment>%1: zstd; %2, %3: sizes in mebibytes (MiB). The window is how far back zstd&apos;s data may refer.</extracomment>
        <translation>die %1-komprimierten Kacheldaten brauchen zum Entpacken ein Fenster von %2 MiB, mehr als die erlaubten %3 MiB</translation>
    </message>
</context>
<context>
    <name>mazeworks::ToolsDock</name>
    <message>
        <source>Tools</source>
        <translation>Werkzeuge</translation>
    </message>
    <message>
        <source>Next &amp;Ghost</source>
        <translation>Nächster &amp;Geist</translation>
    </message>
    <message>
        <source>Next Ghost&apos;s &amp;Corner</source>
        <translation>&amp;Ecke des nächsten Geistes</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>&amp;Mirror Painting</source>
        <translation>&amp;Gespiegelt malen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Mirror Painting&lt;/b&gt; (M)&lt;br&gt;What is painted on one half is painted on the other too, left and right, as arcade mazes are. Places are not mirrored.</source>
        <translation>&lt;b&gt;Gespiegelt malen&lt;/b&gt; (M)&lt;br&gt;Was auf einer Hälfte gemalt wird, erscheint auch auf der anderen, links und rechts, wie bei Arcade-Labyrinthen. Positionen werden nicht gespiegelt.</translation>
    </message>
    <message>
        <source>Turn &amp;Anticlockwise</source>
        <translation>Gegen den Uhrzeigersinn &amp;drehen</translation>
    </message>
    <message>
        <source>Heading %1</source>
        <translation>Blickrichtung %1</translation>
    </message>
    <message>
        <source>Paint</source>
        <translation>Malen</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Kacheln</translation>
    </message>
    <message>
        <source>Places</source>
        <translation>Positionen</translation>
    </message>
    <message>
        <source>Heading</source>
        <translation>Blickrichtung</translation>
    </message>
    <message>
        <source>&amp;Places</source>
        <translation>&amp;Positionen</translation>
    </message>
    <message>
        <source>T&amp;iles</source>
        <translation>&amp;Kacheln</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1, heading %2</source>
        <translation>%1, Blickrichtung %2</translation>
    </message>
    <message>
        <source>%1, mirrored</source>
        <translation>%1, gespiegelt</translation>
    </message>
    <message>
        <source>Turn Clock&amp;wise</source>
        <translation>Im &amp;Uhrzeigersinn drehen</translation>
    </message>
</context>
<context>
    <name>mazeworks::UndoNames</name>
    <message numerus="yes">
        <source>Paint %Ln wall</source>
        <translation>
            <numerusform>%Ln Wand malen</numerusform>
            <numerusform>%Ln Wände malen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paint %Ln walls</source>
        <translation>
            <numerusform>%Ln Wand malen</numerusform>
            <numerusform>%Ln Wände malen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paint %Ln dot</source>
        <translation>
            <numerusform>%Ln Punkt malen</numerusform>
            <numerusform>%Ln Punkte malen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paint %Ln dots</source>
        <translation>
            <numerusform>%Ln Punkt malen</numerusform>
            <numerusform>%Ln Punkte malen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paint %Ln energizer</source>
        <translation>
            <numerusform>%Ln Kraftpille malen</numerusform>
            <numerusform>%Ln Kraftpillen malen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paint %Ln energizers</source>
        <translation>
            <numerusform>%Ln Kraftpille malen</numerusform>
            <numerusform>%Ln Kraftpillen malen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paint %Ln floor tile</source>
        <translation>
            <numerusform>%Ln Bodenfeld malen</numerusform>
            <numerusform>%Ln Bodenfelder malen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paint %Ln floor tiles</source>
        <translation>
            <numerusform>%Ln Bodenfeld malen</numerusform>
            <numerusform>%Ln Bodenfelder malen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paint %Ln tunnel tile</source>
        <translation>
            <numerusform>%Ln Tunnelfeld malen</numerusform>
            <numerusform>%Ln Tunnelfelder malen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paint %Ln tunnel tiles</source>
        <translation>
            <numerusform>%Ln Tunnelfeld malen</numerusform>
            <numerusform>%Ln Tunnelfelder malen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paint %Ln door tile</source>
        <translation>
            <numerusform>%Ln Türfeld malen</numerusform>
            <numerusform>%Ln Türfelder malen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paint %Ln door tiles</source>
        <translation>
            <numerusform>%Ln Türfeld malen</numerusform>
            <numerusform>%Ln Türfelder malen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paint %Ln house tile</source>
        <translation>
            <numerusform>%Ln Feld des Geisterhauses malen</numerusform>
            <numerusform>%Ln Felder des Geisterhauses malen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paint %Ln house tiles</source>
        <translation>
            <numerusform>%Ln Feld des Geisterhauses malen</numerusform>
            <numerusform>%Ln Felder des Geisterhauses malen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Erase %Ln tile</source>
        <translation>
            <numerusform>%Ln Feld radieren</numerusform>
            <numerusform>%Ln Felder radieren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Erase %Ln tiles</source>
        <translation>
            <numerusform>%Ln Feld radieren</numerusform>
            <numerusform>%Ln Felder radieren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change %Ln tile</source>
        <translation>
            <numerusform>%Ln Feld ändern</numerusform>
            <numerusform>%Ln Felder ändern</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change %Ln tiles</source>
        <translation>
            <numerusform>%Ln Feld ändern</numerusform>
            <numerusform>%Ln Felder ändern</numerusform>
        </translation>
    </message>
    <message>
        <source>Place the red ghost</source>
        <translation>Roten Geist platzieren</translation>
    </message>
    <message>
        <source>Place the pink ghost</source>
        <translation>Pinken Geist platzieren</translation>
    </message>
    <message>
        <source>Place the cyan ghost</source>
        <translation>Cyanfarbenen Geist platzieren</translation>
    </message>
    <message>
        <source>Place the orange ghost</source>
        <translation>Orangefarbenen Geist platzieren</translation>
    </message>
    <message>
        <source>Move the red ghost</source>
        <translation>Roten Geist versetzen</translation>
    </message>
    <message>
        <source>Move the pink ghost</source>
        <translation>Pinken Geist versetzen</translation>
    </message>
    <message>
        <source>Move the cyan ghost</source>
        <translation>Cyanfarbenen Geist versetzen</translation>
    </message>
    <message>
        <source>Move the orange ghost</source>
        <translation>Orangefarbenen Geist versetzen</translation>
    </message>
    <message>
        <source>Turn the red ghost</source>
        <translation>Roten Geist drehen</translation>
    </message>
    <message>
        <source>Turn the pink ghost</source>
        <translation>Pinken Geist drehen</translation>
    </message>
    <message>
        <source>Turn the cyan ghost</source>
        <translation>Cyanfarbenen Geist drehen</translation>
    </message>
    <message>
        <source>Turn the orange ghost</source>
        <translation>Orangefarbenen Geist drehen</translation>
    </message>
    <message>
        <source>Move the red ghost&apos;s corner</source>
        <translation>Ecke des roten Geistes verschieben</translation>
    </message>
    <message>
        <source>Move the pink ghost&apos;s corner</source>
        <translation>Ecke des pinken Geistes verschieben</translation>
    </message>
    <message>
        <source>Move the cyan ghost&apos;s corner</source>
        <translation>Ecke des cyanfarbenen Geistes verschieben</translation>
    </message>
    <message>
        <source>Move the orange ghost&apos;s corner</source>
        <translation>Ecke des orangefarbenen Geistes verschieben</translation>
    </message>
    <message>
        <source>Change the red ghost&apos;s release time</source>
        <translation>Startzeit des roten Geistes ändern</translation>
    </message>
    <message>
        <source>Change the pink ghost&apos;s release time</source>
        <translation>Startzeit des pinken Geistes ändern</translation>
    </message>
    <message>
        <source>Change the cyan ghost&apos;s release time</source>
        <translation>Startzeit des cyanfarbenen Geistes ändern</translation>
    </message>
    <message>
        <source>Change the orange ghost&apos;s release time</source>
        <translation>Startzeit des orangefarbenen Geistes ändern</translation>
    </message>
    <message>
        <source>Change the red ghost&apos;s release dot count</source>
        <translation>Punktezahl zum Start des roten Geistes ändern</translation>
    </message>
    <message>
        <source>Change the pink ghost&apos;s release dot count</source>
        <translation>Punktezahl zum Start des pinken Geistes ändern</translation>
    </message>
    <message>
        <source>Change the cyan ghost&apos;s release dot count</source>
        <translation>Punktezahl zum Start des cyanfarbenen Geistes ändern</translation>
    </message>
    <message>
        <source>Change the orange ghost&apos;s release dot count</source>
        <translation>Punktezahl zum Start des orangefarbenen Geistes ändern</translation>
    </message>
    <message>
        <source>Rename the level</source>
        <translation>Level umbenennen</translation>
    </message>
    <message>
        <source>Place the muncher</source>
        <translation>Muncher platzieren</translation>
    </message>
    <message>
        <source>Move the muncher</source>
        <translation>Muncher versetzen</translation>
    </message>
    <message>
        <source>Turn the muncher</source>
        <translation>Muncher drehen</translation>
    </message>
    <message>
        <source>Change the rules</source>
        <translation>Regeln ändern</translation>
    </message>
    <message>
        <source>Move the fruit</source>
        <translation>Frucht versetzen</translation>
    </message>
    <message>
        <source>Place the fruit</source>
        <translation>Frucht platzieren</translation>
    </message>
    <message>
        <source>Change the level</source>
        <translation>Level ändern</translation>
    </message>
    <message numerus="yes">
        <source>Change %Ln properties of the level</source>
        <translation>
            <numerusform>%Ln Eigenschaft des Levels ändern</numerusform>
            <numerusform>%Ln Eigenschaften des Levels ändern</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazeworks::WeightBrushTool</name>
    <message>
        <source>Weight Brush</source>
        <translation>Gewichtspinsel</translation>
    </message>
    <message>
        <source>Click or drag to give tiles the chosen weight, the cost of entering them for Dijkstra and A* (1 to 9); Shift+click draws a line from the last tile painted.</source>
        <translation>Klicken oder ziehen, um Kacheln das gewählte Gewicht zu geben, die Kosten, sie für Dijkstra und A* zu betreten (1 bis 9); Umschalt+Klick zieht eine Linie von der zuletzt bemalten Kachel.</translation>
    </message>
</context>
<context>
    <name>mazeworks::WeightCommand</name>
    <message>
        <source>Paint weights on 1 tile</source>
        <translation>Gewichte auf 1 Kachel malen</translation>
    </message>
    <message numerus="yes">
        <source>Paint weights on %n tiles</source>
        <translation>
            <numerusform>Gewichte auf %n Kachel malen</numerusform>
            <numerusform>Gewichte auf %n Kacheln malen</numerusform>
        </translation>
    </message>
    <message>
        <source>Paint weight %1 on 1 tile</source>
        <translation>Gewicht %1 auf 1 Kachel malen</translation>
    </message>
    <message numerus="yes">
        <source>Paint weight %1 on %n tiles</source>
        <translation>
            <numerusform>Gewicht %1 auf %n Kachel malen</numerusform>
            <numerusform>Gewicht %1 auf %n Kacheln malen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mazeworks::WeightLook</name>
    <message>
        <source>road</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>grass</source>
        <translation>Gras</translation>
    </message>
    <message>
        <source>sand</source>
        <translation>Sand</translation>
    </message>
    <message>
        <source>scrub</source>
        <translation>Gestrüpp</translation>
    </message>
    <message>
        <source>forest</source>
        <translation>Wald</translation>
    </message>
    <message>
        <source>hills</source>
        <translation>Hügel</translation>
    </message>
    <message>
        <source>swamp</source>
        <translation>Sumpf</translation>
    </message>
    <message>
        <source>rocks</source>
        <translation>Felsen</translation>
    </message>
    <message>
        <source>mountains</source>
        <translation>Berge</translation>
    </message>
</context>
<context>
    <name>mazeworks::WeightPalette</name>
    <message>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>The cost of entering a tile for Dijkstra and A* in the overlays; breadth-first search ignores it. The game never looks at it.</source>
        <translation>Die Kosten für das Betreten einer Kachel für Dijkstra und A* in den Overlays; die Breitensuche übergeht sie. Das Spiel beachtet sie nie.</translation>
    </message>
    <message>
        <source>&amp;Weights</source>
        <translation>Ge&amp;wichte</translation>
    </message>
    <message>
        <source>Weight %1: %2</source>
        <translation>Gewicht %1: %2</translation>
    </message>
    <message>
        <source>&amp;Lighter Weight</source>
        <translation>&amp;Leichteres Gewicht</translation>
    </message>
    <message>
        <source>&amp;Heavier Weight</source>
        <translation>&amp;Schwereres Gewicht</translation>
    </message>
    <message>
        <source>Painting weight %1 (%2)</source>
        <translation>Malt Gewicht %1 (%2)</translation>
    </message>
</context>
</TS>
