// A module that names classes of java.base's packages that java.base exports to nobody (compiled with
// --add-exports): run as a module and from the class path, with and without --add-exports.
module exports {
}
