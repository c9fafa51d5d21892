// expected: vector types must have positive constant sizes
func.func private @f() -> vector<0xi32>
