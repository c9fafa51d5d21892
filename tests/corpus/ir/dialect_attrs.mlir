// Attributes of unregistered dialects, with bodies referring to aliases and typed forms.
#al = "aliased"
"builtin.module"() ({
  "ipu_test.op"() {a = #ipu_test.simple, b = #ipu_test.params<1, "two", [3]>, c = #ipu_test<"quoted body">, d = #ipu_test.ref<#al>, e = #ipu_test.typed<x> : i32, f = #ipu_test<>} : () -> ()
}) : () -> ()
