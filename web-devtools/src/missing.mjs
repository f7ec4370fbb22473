// missing.mjs: tells a debugger method the worker's Debugger does not have (a view whose data source
// is not built) from any other failure, so the view can say which one it is.

/** True when err says the method does not exist on the Debugger. */
export function isMissingMethod(err) {
    return /not a function|is not a method|no method|unknown method|is not available|not implemented/i.test(String(err && err.message));
}

/** The sentence a view shows for a failed call of method `name`. */
export function failureText(name, err) {
    return isMissingMethod(err)
        ? `This view needs the debugger's ${name}(), which this build does not have: ${err.message}`
        : `${name}() failed: ${err.message}`;
}
