module sawmill.core {
    requires java.logging;
    requires java.sql;
    exports sawmill.core;
}
