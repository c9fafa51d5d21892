// Booleans, unit, strings with escapes (quote, backslash, newline, tab, hex) and typed strings.
"builtin.module"() ({
  "ipu_test.strings"() {t = true, f = false, u = unit, s = "plain", q = "a \"quoted\" word", b = "back\\slash", n = "line\nbreak\ttab", h = "\00\FF\7F", typed = "abc" : i32, utf = "héllo"} : () -> ()
}) : () -> ()
