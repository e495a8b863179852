#!/usr/bin/env python3
"""The LDtk projects mazeworks-cli writes are valid against LDtk's published JSON schema.

validate_ldtk.py CLI SCHEMA LEVEL... : converts each level alone, and all of them together, to
.ldtk in a temporary folder and validates each project with python3-jsonschema (Debian's
package, which ./dev installs). Exit 1 on any error; never a skip: without jsonschema the test
fails, saying so.
"""

import json
import subprocess
import sys
import tempfile
from pathlib import Path

try:
    import jsonschema
except ImportError:
    print("python3-jsonschema is not installed: apt-get install python3-jsonschema", file=sys.stderr)
    sys.exit(1)


def main() -> int:
    cli, schema_path, *levels = sys.argv[1:]
    schema = json.loads(Path(schema_path).read_text(encoding="utf-8"))
    validator = jsonschema.Draft7Validator(schema)
    failures = 0
    with tempfile.TemporaryDirectory() as folder:
        jobs = [([level], Path(folder) / (Path(level).stem + ".ldtk")) for level in levels]
        jobs.append((levels, Path(folder) / "all.ldtk"))
        for inputs, out in jobs:
            run = subprocess.run([cli, "convert", *inputs, str(out)], capture_output=True, text=True)
            if run.returncode != 0:
                print(f"{out.name}: mazeworks-cli convert exited {run.returncode}: {run.stderr}", file=sys.stderr)
                failures += 1
                continue
            project = json.loads(out.read_text(encoding="utf-8"))
            errors = list(validator.iter_errors(project))
            for error in errors[:20]:
                where = "/".join(str(p) for p in error.absolute_path)
                print(f"{out.name}: {where}: {error.message[:300]}", file=sys.stderr)
            failures += bool(errors)
            if len(project["levels"]) != len(inputs):
                print(f"{out.name}: {len(project['levels'])} levels, not {len(inputs)}", file=sys.stderr)
                failures += 1
            print(f"{out.name}: {len(project['levels'])} levels, {len(errors)} schema errors")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
