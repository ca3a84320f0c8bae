#!/usr/bin/env python3
"""Checks that ARCHITECTURE.md's code map names every Rust file of the workspace's crates' src/.

A file `crates/C/src/REL` is named when ARCHITECTURE.md contains `C/src/REL`, or when the section
of crate C (a `### ` heading naming `crates/C`, or the `Others` section for the crates described
there) contains `REL` or a tail of it (`string/case.rs` for `builtins/string/case.rs`); the file's
name alone names the file at src/'s top, or the one file of the crate with that name. Run from the
repository root; exits 1 listing the files the code map omits.
"""

import collections
import re
import subprocess
import sys

text = open("ARCHITECTURE.md", encoding="utf-8").read()
sections = collections.defaultdict(str)
for part in re.split(r"^### ", text, flags=re.M)[1:]:
    heading = part.split("\n", 1)[0]
    crates = set(re.findall(r"crates/(codemode[\w-]*)", heading))
    if heading.strip() == "Others":
        crates |= set(re.findall(r"`(codemode-[\w-]+)`", part))
    for c in crates:
        sections[c] += part

files = subprocess.run(
    ["git", "ls-files", "crates/*/src/*.rs", "crates/*/src/**/*.rs"],
    capture_output=True, text=True, check=True,
).stdout.split()
files = sorted(set(files))
names = collections.Counter((f.split("/")[1], f.rsplit("/", 1)[1]) for f in files)


def mentioned(word, body):
    return re.search(r"(?<![\w/.-])" + re.escape(word) + r"(?![\w/-])", body) is not None


missing = []
for f in files:
    crate, rel = f.split("/")[1], f.split("/src/", 1)[1]
    parts = rel.split("/")
    if f"{crate}/src/{rel}" in text:
        continue
    # `builtins/string/case.rs` may be named `string/case.rs` or, if unique in its crate, `case.rs`.
    tails = ["src/" + rel] + ["/".join(parts[i:]) for i in range(len(parts))]
    if names[(crate, parts[-1])] > 1 and len(parts) > 1:
        tails.pop()
    if not any(mentioned(t, sections.get(crate, "")) for t in tails):
        missing.append(f)

if missing:
    print("ARCHITECTURE.md's code map omits:")
    for f in missing:
        print("  " + f)
    sys.exit(1)
print(f"code map: all {len(files)} files named")
