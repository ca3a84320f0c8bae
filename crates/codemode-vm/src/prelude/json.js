// codemode prelude: json built-ins written in JavaScript.
