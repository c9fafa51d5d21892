// RUN: ipu-opt --pass=symbol-dce %s | filecheck %s

// Symbol DCE removes private symbols that nothing live references, transitively;
// public symbols stay even when unused.

// CHECK-LABEL: module
module {
  // CHECK: func.func @public
  func.func @public() -> i32 {
    %0 = func.call @used() : () -> i32
    return %0 : i32
  }
  // CHECK: func.func private @used
  func.func private @used() -> i32 {
    %0 = func.call @declared() : () -> i32
    return %0 : i32
  }
  // CHECK: func.func private @declared
  func.func private @declared() -> i32
  // Only called by a dead function, or only by itself.
  // CHECK-NOT: @dead
  func.func private @dead() {
    func.call @dead_recursive() : () -> ()
    return
  }
  func.func private @dead_recursive() {
    func.call @dead_recursive() : () -> ()
    return
  }
  // A reference from any attribute keeps a symbol.
  // CHECK: "test.effect"() {refs = [@kept]}
  "test.effect"() {refs = [@kept]} : () -> ()
  // CHECK: func.func private @kept
  func.func private @kept() {
    return
  }
  // CHECK: module @nested
  module @nested {
    // CHECK-NOT: @nested_dead
    func.func private @nested_dead() {
      return
    }
    // CHECK: func.func @nested_public
    func.func @nested_public() {
      return
    }
  }
}
