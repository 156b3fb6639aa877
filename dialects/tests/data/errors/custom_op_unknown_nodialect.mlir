bar
