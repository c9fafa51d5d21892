// expected: successors in non-terminator
"builtin.module"() ({
  "builtin.unrealized_conversion_cast"()[^bb1] : () -> ()
^bb1:
}) : () -> ()
