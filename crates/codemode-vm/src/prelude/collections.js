// codemode prelude: collections built-ins written in JavaScript.
