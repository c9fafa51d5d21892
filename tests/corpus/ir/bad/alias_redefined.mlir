// expected: redefinition of type alias id 't'
!t = i32
!t = i64
