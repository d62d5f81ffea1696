<?php
// Minimal PSR-4 style autoloader for the Bookshelf namespace.
spl_autoload_register(function (string $class): void {
    $prefix = 'Bookshelf\\';
    if (strncmp($class, $prefix, strlen($prefix)) !== 0) {
        return;
    }
    $file = __DIR__ . '/' . str_replace('\\', '/', substr($class, strlen($prefix))) . '.php';
    if (is_file($file)) {
        require $file;
    }
});
