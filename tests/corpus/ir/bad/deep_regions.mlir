// expected: nesting too deep
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
"ipu_test.n"() ({
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
