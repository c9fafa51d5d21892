// Types of unregistered dialects are kept verbatim: pretty and quoted forms.
"builtin.module"() ({
  %0 = "ipu_test.op"() : () -> !ipu_test.simple
  %1 = "ipu_test.op"() : () -> !ipu_test.params<4, "str", [1, 2], f32>
  %2 = "ipu_test.op"() : () -> !ipu_test<"arbitrary text (with) <brackets>">
  %3 = "ipu_test.op"() : () -> tensor<4x!ipu_test.elem<i8>>
  %4 = "ipu_test.op"() : () -> !ipu_test.arrow<(i32) -> i32>
}) : () -> ()
