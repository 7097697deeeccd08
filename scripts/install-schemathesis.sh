#!/usr/bin/env bash
# Installs schemathesis (PyPI), pinned, into a virtual environment of the checkout's own
# (.build-schemathesis, ignored by git), once; prints the path of its `st` command.
set -euo pipefail
version=4.32.5
venv="${1:-.build-schemathesis}"
if ! "$venv/bin/st" --version 2>/dev/null | grep -q "$version"; then
  python3 -m venv "$venv" >&2
  "$venv/bin/pip" install --quiet --disable-pip-version-check "schemathesis==$version" >&2
fi
echo "$venv/bin/st"
