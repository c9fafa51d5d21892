// RUN: ipu-opt %s --pass-pipeline="builtin.module(canonicalize{enable-patterns=test-double-negation enable-patterns={test-double-negation}})" --dump-pass-pipeline -o /dev/null 2>&1 | filecheck %s --check-prefix=LIST
// RUN: not ipu-opt %s --pass-pipeline="builtin.module(func.func(test-pass-failure{symbol=f message='cannot, handle {this}'}))" 2>&1 | filecheck %s --check-prefix=QUOTE
// RUN: not ipu-opt %s --pass-pipeline="builtin.module(func.func(test-pass-failure{symbol=f message={two  words}}))" --dump-pass-pipeline 2>&1 | filecheck %s --check-prefix=BRACES
// RUN: not ipu-opt %s --pass-pipeline="builtin.module(canonicalize{disable-patterns={a,b},c})" 2>&1 | filecheck %s --check-prefix=ELEMENT

// Pass options read as LLVM reads them today (PassRegistry.cpp after PRs 101118
// and 185738). A list option given twice accumulates; the dumped pipeline prints a
// list in braces.
// LIST: canonicalize{{.*}} enable-patterns={test-double-negation,test-double-negation}}

// '...' and "..." around a value are quoting, not part of it, and keep its commas,
// blanks and braces.
// QUOTE: error: 'func.func' op cannot, handle {this}

// So is a {...} spanning the whole value; printed back in braces when it has blanks.
// BRACES: test-pass-failure{message={two  words} symbol=f}
// BRACES: error: 'func.func' op two  words

// In a list, a braced element is one element, commas and all.
// ELEMENT: error: invalid options for pass 'canonicalize': unknown pattern 'a,b'

func.func @f() {
  return
}
