module sawmill.grading {
    requires sawmill.core;
    exports sawmill.grading;
}
