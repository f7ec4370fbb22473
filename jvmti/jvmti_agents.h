/* jvmti_agents.h: agents linked statically into the program (the specification's "Statically Linked
   Agents"; in WebAssembly the only kind). The build generates a table of them (cmake/JvmtiAgents.cmake)
   that registers itself at start-up with jvmti_register_static_agents. */
#ifndef VITRINE_JVMTI_AGENTS_H
#define VITRINE_JVMTI_AGENTS_H

typedef struct JvmtiStaticAgent {
    const char *name;       /* the <name> of -agentlib:<name> */
    void *on_load;          /* Agent_OnLoad_<name> */
    void *on_unload;        /* Agent_OnUnload_<name>, NULL if the agent has none */
    void *on_attach;        /* Agent_OnAttach_<name> (live attach), NULL if the agent has none */
} JvmtiStaticAgent;

/* Registers the agents (the array must live as long as the program). */
void jvmti_register_static_agents(const JvmtiStaticAgent *agents, int n);

#endif
