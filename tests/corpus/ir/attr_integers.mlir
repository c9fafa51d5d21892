// Integer attributes: default i64, explicit types, negatives, extremes, hex, index.
"builtin.module"() ({
  "ipu_test.ints"() {a = 4, b = -4 : i32, c = 255 : i8, d = 127 : si8, e = 255 : ui8, f = 0x2A : i64, g = -9223372036854775808 : i64, h = 18446744073709551615 : ui64, i = 79228162514264337593543950335 : ui96, j = 7 : index, k = 0 : i0, l = true, m = 1 : i1, n = -1 : si1} : () -> ()
}) : () -> ()
