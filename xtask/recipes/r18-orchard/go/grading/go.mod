module example.com/orchard/grading

go 1.23
