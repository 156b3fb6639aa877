module attributes {a.b = #foo.bar, c.d = #foo<"x">} {
}
