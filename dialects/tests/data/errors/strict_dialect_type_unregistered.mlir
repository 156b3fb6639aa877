module attributes {a.b = !foo.bar} {
}
