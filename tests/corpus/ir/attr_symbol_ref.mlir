// Symbol references: flat, nested, quoted.
"builtin.module"() ({
  "ipu_test.syms"() {a = @flat, b = @outer::@inner, c = @a::@b::@c, d = @"with space", e = [@x, @y]} : () -> ()
}) : () -> ()
