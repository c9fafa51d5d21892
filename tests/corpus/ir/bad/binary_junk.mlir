// expected: unexpected character '\u{1}'
"builtin.module"() ({
  ÿþ
}) : () -> ()
