module {
  %0 =