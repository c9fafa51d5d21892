// RUN: not filecheck --input-file %s %s --check-prefix=BAD --dump-input=always 2> %t.err
// RUN: filecheck %s --check-prefix=DUMP --input-file %t.err
// `2>` sends stderr to a file; the input dump is then checked from there.

// BAD: {{^}}absent
// DUMP: Input was:
// DUMP-NEXT: <<<<<<
// DUMP: error: no match found
// DUMP: >>>>>>
