module attributes {foo = 1} {
}
