// Blocks with arguments, successors, forward block references, predecessors.
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "branches"}> ({
  ^bb0(%arg0: i1, %arg1: i32):
    "ipu_test.cond_br"(%arg0, %arg1)[^bb1, ^bb2] : (i1, i32) -> ()
  ^bb1:
    "ipu_test.br"(%arg1)[^bb3] : (i32) -> ()
  ^bb2:
    %0 = "ipu_test.neg"(%arg1) : (i32) -> i32
    "ipu_test.br"(%0)[^bb3] : (i32) -> ()
  ^bb3(%1: i32):
    "func.return"(%1) : (i32) -> ()
  ^bb4:
    "ipu_test.br"()[^bb4] : () -> ()
  }) : () -> ()
}) : () -> ()
