// Every location form; run with --print-debuginfo to see them.
#named = loc("named"("file.mlir":1:2))
"builtin.module"() ({
  "ipu_test.a"() : () -> () loc("file.mlir":10:8)
  "ipu_test.b"() : () -> () loc("just a name")
  "ipu_test.c"() : () -> () loc(#named)
  "ipu_test.d"() : () -> () loc(callsite("callee.mlir":1:1 at "caller.mlir":2:2))
  "ipu_test.e"() : () -> () loc(fused["a.mlir":1:1, "b.mlir":2:2])
  "ipu_test.f"() : () -> () loc(fused<"meta">["a.mlir":1:1])
  "ipu_test.g"() : () -> () loc(unknown)
  "ipu_test.h"() ({
  ^bb0(%arg0: i32 loc("arg.mlir":3:4)):
    "ipu_test.yield"() : () -> () loc(#late)
  }) : () -> ()
  "ipu_test.loc_attr"() {where = loc("attr.mlir":5:6)} : () -> ()
}) : () -> ()
#late = loc("defined after use")
