// expected: unexpected character
"builtin.module"() ({
  ÿþ
}) : () -> ()
