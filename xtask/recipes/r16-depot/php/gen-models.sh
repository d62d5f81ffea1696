#!/bin/sh
# Writes src/Model/Bay001.php .. Bay240.php: small model classes; Bay131 has a parse error.
mkdir -p src/Model
i=1
while [ "$i" -le 240 ]; do
    n=$(printf '%03d' "$i")
    if [ "$i" -eq 131 ]; then
        printf '<?php\n\nnamespace Depot\\Model;\n\nfinal class Bay%s\n{\n    public function __construct(private int $slots = %d)\n    {\n    }\n\n    public function capacity(): int\n    {\n        return $this->slots * 4\n    }\n}\n' "$n" "$i" > "src/Model/Bay$n.php"
    else
        printf '<?php\n\nnamespace Depot\\Model;\n\nfinal class Bay%s\n{\n    public function __construct(private int $slots = %d)\n    {\n    }\n\n    public function capacity(): int\n    {\n        return $this->slots * 4;\n    }\n}\n' "$n" "$i" > "src/Model/Bay$n.php"
    fi
    i=$((i + 1))
done
