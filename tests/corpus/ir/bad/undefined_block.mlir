// expected: reference to an undefined block
func.func @f() {
  "ipu_test.br"()[^nowhere] : () -> ()
}
