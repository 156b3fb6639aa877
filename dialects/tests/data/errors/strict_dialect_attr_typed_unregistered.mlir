module attributes {a.b = #foo.bar<1> : tensor<2xi8>} {
}
