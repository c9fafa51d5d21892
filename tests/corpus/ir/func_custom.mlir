// The func dialect's custom forms: definitions, declarations, calls, returns.
module {
  func.func private @declared(i32, f32 {ipu_test.arg}) -> (i32 {ipu_test.res})
  func.func @identity(%arg0: i32) -> i32 {
    return %arg0 : i32
  }
  func.func @caller(%arg0: i32, %arg1: f32) -> (i32, i32) attributes {ipu_test.attr = 3 : i64} {
    %0 = call @identity(%arg0) : (i32) -> i32
    %1 = call @declared(%0, %arg1) : (i32, f32) -> i32
    return %0, %1 : i32, i32
  }
  func.func @no_results() {
    return
  }
  func.func @returns_function() -> (() -> ()) {
    %0 = "func.constant"() <{value = @no_results}> : () -> (() -> ())
    return %0 : () -> ()
  }
}
