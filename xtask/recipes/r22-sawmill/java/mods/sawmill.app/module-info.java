module sawmill.app {
    requires sawmill.core;
    requires sawmill.grading;
    requires java.net.http;
}
