// Integer types: signless, signed, unsigned, odd widths, index.
"builtin.module"() ({
  "ipu_test.types"() {t = [i0, i1, i7, i8, i16, i32, i64, i128, i1023, si1, si8, si32, ui1, ui8, ui64, index]} : () -> ()
}) : () -> ()
