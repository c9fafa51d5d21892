// expected: unknown key 'whatever' in file metadata dictionary
{-#
  whatever: {}
#-}
