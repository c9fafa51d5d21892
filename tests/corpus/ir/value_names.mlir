// Value names are renumbered on printing as mlir-opt numbers them.
func.func @names(%x: i32, %y: i32) -> i32 {
  %sum = "ipu_test.add"(%x, %y) : (i32, i32) -> i32
  %pair:2 = "ipu_test.two"(%sum) : (i32) -> (i32, i32)
  %r = "ipu_test.region"() ({
    %inner = "ipu_test.add"(%pair#0, %pair#1) : (i32, i32) -> i32
    "ipu_test.yield"(%inner) : (i32) -> ()
  }) : () -> i32
  return %r : i32
}
