// expected: redefinition of symbol named 'f'
module {
  func.func private @f()
  func.func private @f()
}
