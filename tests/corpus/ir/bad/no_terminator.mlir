// expected: block with no terminator, has 'builtin.unrealized_conversion_cast'
func.func @f() {
  "builtin.unrealized_conversion_cast"() : () -> ()
}
