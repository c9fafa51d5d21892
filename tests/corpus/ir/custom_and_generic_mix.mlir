// Custom and generic forms mixed in one file, func ops in generic form too.
module {
  "func.func"() <{function_type = (i32) -> i32, sym_name = "g"}> ({
  ^bb0(%arg0: i32):
    "func.return"(%arg0) : (i32) -> ()
  }) : () -> ()
  func.func @h(%arg0: i32) -> i32 {
    %0 = "func.call"(%arg0) <{callee = @g}> : (i32) -> i32
    %1 = func.call @g(%0) : (i32) -> i32
    func.return %1 : i32
  }
}
