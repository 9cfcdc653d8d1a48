/* executor/obj_tool.c: host tools. A tool is a callable the host registered by name
 * (executor_add_tool); calling it sends (args, kwargs) as tagged JSON to the host's
 * call_tool hook, waits for the answer and returns it decoded. Nothing of the host is
 * reachable through it: the object holds two strings. A tool named final_answer ends the
 * run with the host's answer, as smolagents wraps its FinalAnswerTool. */
#include <stdlib.h>
#include <string.h>

#include "executor/core/ops.h"
#include "executor/tagged_json.h"
#include "executor/core/vm.h"

struct tool_obj {
    obj hdr;
    obj *name;        /* str */
    obj *description; /* str */
};

obj *tool_new(const char *name, const char *description)
{
    obj *v[2] = {str_new(name, strlen(name)), str_new(description, strlen(description))};
    obj *t = v[0] && v[1] ? obj_new_refs(&type_tool, v, 2) : NULL;
    xdecref(v[0]);
    xdecref(v[1]);
    return t;
}

static obj *tool_repr(obj *o)
{
    return str_from_fmt("<tool %s>", str_cstr(AS(tool_obj, o)->name));
}

static char *dump(json_t *j)
{
    char *s = json_dumps(j, JSON_ENCODE_ANY | JSON_COMPACT);
    json_decref(j);
    if (!s)
        exc_no_memory();
    return s;
}

/* The host's failure as the snippet sees it. "ValueError: msg" (the Python client's form)
 * raises the same builtin exception with the same message, so `except ValueError` catches
 * what the tool raised; a class the jail does not have is RuntimeError naming the tool. */
static obj *tool_error(const char *name, const char *error)
{
    if (!error)
        return exc_raise(&exc_RuntimeError, "tool '%s' failed: no answer from the host", name);
    const char *colon = strstr(error, ": ");
    size_t n = colon ? (size_t)(colon - error) : strlen(error);
    char cname[64];
    obj *cls = NULL;
    if (n < sizeof cname) {
        memcpy(cname, error, n);
        cname[n] = 0;
        cls = dict_get_cstr(vm->builtins, cname);
    }
    if (cls && is_type_obj(cls) && (((struct type *)cls)->flags & TF_EXCEPTION))
        return exc_raise((struct type *)cls, "%s", colon ? colon + 2 : "");
    return exc_raise(&exc_RuntimeError, "tool '%s' failed: %s", name, error);
}

static obj *tool_call(obj *self, obj **args, size_t nargs, obj *kwnames)
{
    struct tool_obj *t = AS(tool_obj, self);
    const char *name = str_cstr(t->name);
    if (!vm->call_tool)
        return exc_raise(&exc_RuntimeError,
                         "tool '%s' cannot be called: this session has no "
                         "tool host",
                         name);
    size_t nkw = kwnames ? AS(tuple_obj, kwnames)->len : 0;
    json_t *a = json_array(), *k = json_object();
    for (size_t i = 0; i < nargs; i++)
        json_array_append_new(a, tagged_from_obj(args[i]));
    for (size_t i = 0; i < nkw; i++) {
        obj *kn = AS(tuple_obj, kwnames)->items[i];
        json_object_setn_new(k, str_cstr(kn), str_len(kn), tagged_from_obj(args[nargs + i]));
    }
    char *args_json = dump(a);
    char *kwargs_json = args_json ? dump(k) : (json_decref(k), NULL);
    if (!kwargs_json) {
        free(args_json);
        return NULL;
    }
    char *error = NULL;
    char *answer = vm->call_tool(vm->tool_arg, name, args_json, kwargs_json, &error);
    free(args_json);
    free(kwargs_json);
    if (!answer) {
        obj *r = tool_error(name, error);
        free(error);
        return r;
    }
    free(error);
    json_error_t jerr;
    json_t *j = json_loads(answer, JSON_DECODE_ANY, &jerr);
    free(answer);
    if (!j)
        return exc_raise(&exc_ValueError, "tool '%s' answered with invalid JSON: %s", name,
                         jerr.text);
    obj *r = tagged_to_obj(j);
    json_decref(j);
    if (r && !strcmp(name, "final_answer")) {
        xdecref(vm->final_answer);
        vm->final_answer = r;
        exc_raise(&exc_LimitExceeded, "final_answer");
        vm->fatal = FATAL_FINAL_ANSWER;
        return NULL;
    }
    return r;
}

static const struct getset_def tool_getset[] = {
    MEMBER("name", MEMBER_OBJ, struct tool_obj, name),
    MEMBER("description", MEMBER_OBJ, struct tool_obj, description),
    {NULL, NULL},
};

struct type type_tool = {
    .name = "tool",
    .instance_size = sizeof(struct tool_obj),
    .getset = tool_getset,
    .refs = REFS(struct tool_obj, name, description),
    .repr = tool_repr,
    .call = tool_call,
};
