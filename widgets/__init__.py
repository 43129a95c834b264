"""ipywidgets views and controls over whist_core objects."""
