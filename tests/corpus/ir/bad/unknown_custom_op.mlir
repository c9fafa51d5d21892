// expected: custom op 'frobnicate' is unknown (tried 'func.frobnicate' as well)
func.func @f() {
  frobnicate
  return
}
