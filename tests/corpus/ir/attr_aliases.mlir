// Attribute aliases, including aliases used inside other aliases and in types.
#one = 1 : i64
#list = [#one, #one]
#enc = "encoding"
"builtin.module"() ({
  %0 = "ipu_test.op"() {a = #one, b = #list} : () -> tensor<4xf32, #enc>
}) : () -> ()
