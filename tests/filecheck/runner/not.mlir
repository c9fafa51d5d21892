// RUN: not filecheck --input-file %s %s --check-prefix=ABSENT
// RUN: not not filecheck --input-file %s %s --check-prefix=PRESENT
// `not` inverts the exit status; `not not` inverts it back.

present-line
// PRESENT: present-line
// ABSENT: {{^}}no-such-line
