// RUN: filecheck --input-file %s %s --check-prefix=NEVER
// XFAIL: *
// A test marked XFAIL passes only when a RUN line fails.

// NEVER: {{^}}this text is not in the input
