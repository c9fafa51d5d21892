	// Tabs, CRLF-free odd spacing and non-ASCII in strings and comments: ✓ λ.
"builtin.module"   (  )   (  {
      %0   =   "ipu_test.op"  (  )   {  s  =  "λ → ∑"  }   :   (  )   ->   i32
}  )  :  (  )  ->  (  )
