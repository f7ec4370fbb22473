// walk-session.mjs: what a person sees at each stop of the scripted debugging session over
// node-tests/bridge/java/Walk.java (node-tests/bridge/session-client.mjs under Node, the same script
// through the page API in node-tests/browser-vm.test.mjs), from the first stop to the program's end.
export const WALK_SESSION_STOPS = `stopped (breakpoint 1) at Walk.main:17
  threads main:stopped
  locals args=String[0]@1 head=Walk$Node@2 i=2
  head Walk$Node: value=1 next=Walk$Node@3
  evaluate head.next.value + 1 = 1
stopped (breakpoint 2) at Walk.main:18
  locals args=String[0]@1 head=Walk$Node@4
stopped (step) at Walk.sum:7
stopped (step) at Walk.sum:8
stopped (step) at Walk.sum:9
  stack sum:9 < main:18
log: adding 2
log: adding 1
log: adding 0
stopped (breakpoint 4) at Walk.sum:12
  evaluate total = 3
stopped (step) at Walk.main:18
  locals args=String[0]@1 head=Walk$Node@4
stopped (step) at Walk.main:19
  set s = 100: 100
sum 100
stopped (exception) at Walk.fail:25
  exception java.lang.IllegalStateException (caught) stack fail:25 < main:22
  in main: word="hello" squares[3]=9 squares.length * 2 = 8
  calls: word.substring(1, 3) = "el" word.length() * 2 = 10 word.indexOf("l") = 2 word.charAt(9): charAt() threw java.lang.StringIndexOutOfBoundsException
caught boom
hello 4 100
exited
`;
